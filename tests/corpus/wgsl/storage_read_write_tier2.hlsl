// ARGS: -T cs_6_0 -E main
// WGSL-WARNING: OSH5212
// Storage textures read and written in formats beyond core WebGPU's three
// r32 ones: WGSL `texture_storage_2d<F, read_write>` needs the
// texture-formats-tier2 feature for rgba32float, rgba16float, rgba8unorm,
// rgba32uint (WebGPU's read-write table), which reflection lists in
// required_features.webgpu; before, OSH5202. Tint (Dawn's null backend with
// every feature) validates it; no run: Mesa's lavapipe under Dawn does not
// offer the feature. img4 has no [[vk::image_format]]: its format is inferred
// (OSH5212) and reflection reports it as wgsl_format too.
[[vk::image_format("rgba32f")]] RWTexture2D<float4> img1 : register(u0);
[[vk::image_format("rgba16f")]] RWTexture2D<float4> img2 : register(u1);
[[vk::image_format("rgba8")]] RWTexture2D<float4> img3 : register(u2);
RWTexture2D<uint4> img4 : register(u3);

[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    img1[id.xy] = img1[id.xy] * 2 + 1;
    img2[id.xy] = img2[id.xy].zyxw;
    img3[id.xy] = 1 - img3[id.xy];
    img4[id.xy] = img4[id.xy] + 1;
}
