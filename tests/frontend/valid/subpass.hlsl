// ARGS: -T ps_6_0 -E main
[[vk::input_attachment_index(0)]] SubpassInput<float4> gAlbedo;
[[vk::input_attachment_index(1)]] SubpassInput gNormal;
[[vk::combinedImageSampler]][[vk::binding(2)]] Texture2D gTex;
[[vk::combinedImageSampler]][[vk::binding(2)]] SamplerState gSamp;

struct S { float4 c; };
[[vk::push_constant]] S pushed;

float4 main(float4 pos : SV_Position, [[vk::location(3)]] float2 uv : TEXCOORD0) : SV_Target
{
    float4 a = gAlbedo.SubpassLoad();
    float4 n = gNormal.SubpassLoad();
    return a * n + gTex.Sample(gSamp, uv) + pushed.c;
}
