// ARGS: -T ps_6_0 -E main
vk::SampledTexture2D<float4> tex : register(t0);
vk::SampledTexture3D<float4> t3 : register(t1);
SamplerState s : register(s0);
struct S { float4 v; };
vk::SampledTexture2D<S> bad1;
vk::SampledTexture2D<float4, 4> bad2;
vk::SampledTextureX<float4> bad3;
vk::SampledTexture2D<float4x4> bad4;
float4 main(float2 uv : TEXCOORD0) : SV_Target
{
    float4 c = tex.Sample(s, uv);
    c += t3.SampleCmp(float3(uv, 0), 0.5);
    c += tex.Append(c);
    Texture2D<float4> t = tex;
    return c;
}
