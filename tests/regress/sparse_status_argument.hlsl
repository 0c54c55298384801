// ARGS: -T ps_6_0 -E main
// Root cause: the trailing `out uint status` argument of Load/Sample*/Gather
// (sparse residency feedback) is not lowered. 3 of 117, one a real shader
// (SaschaWillems deferredmultisampling: Texture2DMS.Load(uv, i, 0, status)).
// Expected: -spirv uses OpImageSparseFetch/OpImageSparseSample*/
// OpImageSparseGather (capability SparseResidency) and writes the residency
// code to `status`; -wgsl gives OSH5202 (that part is already right).
// Actual: OSH5002 "the status argument (sparse residency) is not supported yet
// by the SPIR-V back end".
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
