// ARGS: -T ps_6_0 -E main
Texture2D tex : register(t0);
SamplerState samp : register(s0);
float4 main(float2 uv : TEXCOORD0) : SV_Target
{
    float4 c = tex.Sample(samp, uv);
    return c.Sample(samp, uv);
}
