// ARGS: -T ps_6_0 -E main
Texture2D<float4> tex : register(t0);
SamplerState smp : register(s0);
float4 main(float2 uv : TEXCOORD0) : SV_Target
{
    return tex.Sample(uv);
}
