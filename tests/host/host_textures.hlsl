// The texture half of host_dawn.mjs: a float texture only loaded and one
// sampled. The host binds an r32float texture to `heights` (WebGPU cannot
// filter r32float without the float32-filterable feature, so the layout
// must say "unfilterable-float") and an rgba8unorm one to `albedo`
// (sampled: "float" with a filtering sampler), using only the entries
// osh_wgpu_pipeline_layout gives.
Texture2D<float> heights : register(t0);
Texture2D<float4> albedo : register(t1);
SamplerState samp : register(s0);
RWStructuredBuffer<float> output : register(u0);

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    output[id.x] = heights.Load(int3(id.x, 0, 0)) + albedo.SampleLevel(samp, float2(0.5, 0.5), 0).g;
}
