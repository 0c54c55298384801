// ARGS: -T cs_6_0 -E main
// Root cause: RWTexture2D<float4> without [[vk::image_format]]. DXC infers
// Rgba32f for float4 (R32f/R32i/R32ui for scalars, Rg32* for 2-vectors) when
// the target env is vulkan1.2 and below. SaschaWillems computeraytracing.
// Expected: -wgsl infers texture_storage_2d<rgba32float, write> the same way
// (the spec lists "storage textures without a format" as OSH5202, so this is
// a spec decision: inference would make the real shader valid).
// Actual: OSH5202 "a storage texture without [[vk::image_format]] is not
// available in WGSL".
RWTexture2D<float4> img : register(u0);

[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    img[id.xy] = float4(id.xy, 0, 1);
}
