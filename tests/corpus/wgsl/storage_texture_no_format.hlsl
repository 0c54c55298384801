// ARGS: -T cs_6_0 -E main
// WGSL-ERROR: OSH5202
// A storage texture without [[vk::image_format]]: WGSL needs the format; the
// note spells the attribute for the texel type (rgba32f for float4).
RWTexture2D<float4> img : register(u0);

[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    img[id.xy] = float4(id.xy, 0, 1);
}
