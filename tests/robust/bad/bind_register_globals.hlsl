// ARGS: -T ps_6_0 -E main -fvk-bind-register t0 0 4 1 -fvk-bind-register s0 0 5 1
Texture2D<float4> albedo : register(t0);
SamplerState smp : register(s0);
float4 tint;
float4 main(float2 uv : TEXCOORD0) : SV_Target
{
    return albedo.Sample(smp, uv) * tint;
}
