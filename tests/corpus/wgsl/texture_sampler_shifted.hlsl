// ARGS: -T ps_6_0 -E main -fvk-s-shift 16 0
// Shifting the s registers gives the sampler its own binding, so the WGSL
// target keeps every binding and warns about nothing (compare
// texture_sampler_same_binding.hlsl).
Texture2D tex : register(t1);
SamplerState smp : register(s1);

float4 main(float2 uv : TEXCOORD0) : SV_Target
{
    return tex.Sample(smp, uv);
}
