// ARGS: -T cs_6_0 -E main
// Storage images: RWTexture2D<float> (r32f, read and written),
// RWTexture2D<uint> (r32ui, written), Texture2D<float4> read with Load and
// [], GetDimensions. Compiled and validated only: the test runners cannot
// bind images.
[[vk::image_format("r32f")]] RWTexture2D<float> Img : register(u0);
[[vk::image_format("r32ui")]] RWTexture2D<uint> Ids : register(u1);
Texture2D<float4> Src : register(t2);

[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint w, h;
    Img.GetDimensions(w, h);
    if (id.x >= w || id.y >= h)
        return;
    float4 s = Src.Load(int3(id.xy, 0)) + Src[id.xy];
    Img[id.xy] = Img[id.xy] * 2.0 + s.x;
    Ids[id.xy] = id.y * w + id.x;
}
