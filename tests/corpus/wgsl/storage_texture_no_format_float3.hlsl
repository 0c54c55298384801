// ARGS: -T cs_6_0 -E main
// WGSL-ERROR: OSH5202
// A storage texture of float3 without [[vk::image_format]]: WebGPU has no
// three-channel storage format, so no format fits and WGSL refuses it; the
// note spells the attribute (rgba32f).
RWTexture2D<float3> img : register(u0);

[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    img[id.xy] = float3(id.xy, 0);
}
