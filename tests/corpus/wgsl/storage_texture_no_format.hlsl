// ARGS: -T cs_6_0 -E main
// WGSL-WARNING: OSH5212
// A storage texture without [[vk::image_format]]: WGSL needs the format, and
// float4 fits exactly one core WebGPU storage format, rgba32float (the
// format DXC's SPIR-V would need too): WGSL declares that and warns.
RWTexture2D<float4> img : register(u0);

[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    img[id.xy] = float4(id.xy, 0, 1);
}
