// ARGS: -T ps_6_0 -E main -wgsl
Texture2D tex : register(t0);
SamplerState samp : register(s1);
float4 main(float2 uv : TEXCOORD0) : SV_Target
{
    float lod = tex.CalculateLevelOfDetail(samp, uv);
    return float4(lod, 0, 0, 1);
}
