// ARGS: -T cs_6_0 -E main
// Storage images: RWTexture2D<float> (r32f, read and written),
// RWTexture2D<uint> (r32ui, written), Texture2D<float4> read with Load and
// [], GetDimensions. Img is 6x5, so threads outside it return early and the
// rest of the 8x8 Ids keeps its 1000s. Src texel (x, y) is (xy, xy+1, xy+2,
// xy+3), read twice: Img = 2 * Img + 2xy; Ids = y * 6 + x.
// DISPATCH: 1 1 1
// IMAGE: binding=0 kind=storage format=r32f dim=2d size=6x5 init=x+10*y expect="2*(x + 10*y) + 2*x*y"
// IMAGE: binding=1 kind=storage format=r32ui dim=2d size=8x8 init=1000 expect="y*6 + x if x < 6 and y < 5 else 1000"
// IMAGE: binding=2 kind=sampled format=rgba32f dim=2d size=8x8 init=x*y+c
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
