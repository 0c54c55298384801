// ARGS: -T cs_6_0 -E main
// rgba8ui texels are unsigned integers; the view says float4.
[[vk::image_format("rgba8ui")]] RWTexture2D<float4> img : register(u0);
[[vk::image_format("r64i")]] RWTexture2D<int> big : register(u1);
[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    img[id.xy] = 1.0;
    big[id.xy] = 2;
}
