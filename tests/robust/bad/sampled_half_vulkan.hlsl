// ARGS: -T ps_6_2 -E main -enable-16bit-types
// Vulkan images have 32-bit sampled types; half works only with -fspv-target-env=universal1.5.
Texture2D<half4> tex : register(t0);
SamplerState smp : register(s0);
float4 main(float2 uv : TEXCOORD0) : SV_Target
{
    return tex.Sample(smp, uv);
}
