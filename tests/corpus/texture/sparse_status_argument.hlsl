// ARGS: -T ps_6_0 -E main
// The trailing `out uint status` of Load/Sample (sparse residency feedback;
// SaschaWillems deferredmultisampling: Texture2DMS.Load(uv, i, 0, status)):
// OpImageSparseFetch / OpImageSparseSampleImplicitLod (capability
// SparseResidency), the residency code written to `status`,
// CheckAccessFullyMapped(status) = OpImageSparseTexelsResident.
// WGSL (no sparse textures: always resident) refuses the Sample clamp (MinLod).
// WGSL-ERROR: OSH5202
Texture2DMS<float4> ms : register(t0);
Texture2D<float4> t2 : register(t1);
SamplerState smp : register(s1);

float4 main(float2 uv : TEXCOORD0) : SV_Target
{
    uint status;
    float4 a = ms.Load(int2(uv), 0, int2(0, 0), status);
    float4 b = t2.Sample(smp, uv, int2(0, 0), 0.0, status);
    return CheckAccessFullyMapped(status) ? a + b : 0;
}
