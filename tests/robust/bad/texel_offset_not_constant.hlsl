// ARGS: -T ps_6_0 -E main
Texture2D tex : register(t0);
SamplerState samp : register(s0);
cbuffer Params : register(b0) { int2 offset; };
float4 main(float2 uv : TEXCOORD0) : SV_Target
{
    return tex.Sample(samp, uv, offset);
}
