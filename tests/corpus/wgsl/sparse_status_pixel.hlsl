// ARGS: -T ps_6_0 -E main
// The status (sparse residency) overloads in a pixel shader. WebGPU has no
// sparse textures, so every texel of a bound texture is resident: the WGSL
// result is {residency code 0u, the plain texel} and
// CheckAccessFullyMapped(status) is `true`. (Sample's status overload also
// takes a minimum-LOD clamp, which WGSL lacks: OSH5202.) The SPIR-V uses
// OpImageSparse*.
Texture2D<float4> tex : register(t0);
SamplerState smp : register(s1);
Texture2D<float> depth : register(t3);

float4 main(float2 uv : TEXCOORD0) : SV_Target
{
    uint s0, s1, s2;
    float4 c = tex.SampleLevel(smp, uv, 0.0, int2(0, 0), s0);
    float d = depth.Load(int3(uv * 4.0, 0), int2(1, 0), s1);
    float4 g = tex.GatherGreen(smp, uv, int2(0, 1), s2);
    bool ok = CheckAccessFullyMapped(s0) && CheckAccessFullyMapped(s1) &&
              CheckAccessFullyMapped(s2);
    return ok ? c * d + g : float4(1, 0, 1, 1);
}
