// ARGS: -T ps_6_0 -E main
// WGSL-ERROR: OSH5202
// [[vk::combinedImageSampler]]: one combined image sampler variable, sampled
// directly and taken apart with OpImage for Load/GetDimensions; a subpass
// input ([[vk::input_attachment_index]]) read with SubpassLoad; clip and
// discard (OpKill).
[[vk::combinedImageSampler]] [[vk::binding(3, 0)]] Texture2D<float4> ctex;
[[vk::combinedImageSampler]] [[vk::binding(3, 0)]] SamplerState csmp;
[[vk::input_attachment_index(0)]] [[vk::binding(4, 0)]] SubpassInput<float4> gbuf;
[[vk::input_attachment_index(1)]] [[vk::binding(5, 0)]] SubpassInputMS<float4> gbufms;

float4 main(float2 uv : TEXCOORD0, float4 pos : SV_Position) : SV_Target {
    float4 c = ctex.Sample(csmp, uv) + ctex.SampleLevel(csmp, uv, 1) + ctex.Load(int3(pos.xy, 0));
    uint w, h;
    ctex.GetDimensions(w, h);
    c += gbuf.SubpassLoad() + gbufms.SubpassLoad(1);
    clip(c.x - 0.5);
    clip(c.yz);
    if (w > 100) discard;
    return c + h;
}
