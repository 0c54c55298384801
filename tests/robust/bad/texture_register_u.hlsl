// ARGS: -T ps_6_0 -E main
Texture2D tex : register(u3);
SamplerState samp : register(s0);
float4 main(float2 uv : TEXCOORD0) : SV_Target
{
    return tex.Sample(samp, uv);
}
