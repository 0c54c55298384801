// ARGS: -T ps_6_0 -E main
RWTexture2D<float4> img : register(u0);
SamplerState samp : register(s0);
float4 main(float2 uv : TEXCOORD0) : SV_Target
{
    return img.Sample(samp, uv);
}
