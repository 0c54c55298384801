// ARGS: -T cs_6_0 -E main
// RWTexture2D and RWBuffer reads and writes, InterlockedAdd on a texel,
// GetDimensions.
// TARGETS: spirv
RWTexture2D<float4> img : register(u0);
RWTexture2D<uint> counts : register(u1);
RWBuffer<float> buf : register(u2);
Texture2D<float4> tex : register(t0);
[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint w, h;
    img.GetDimensions(w, h);
    float4 c = img[id.xy] + tex.Load(int3(id.xy, 0)) + tex[id.xy];
    img[id.xy] = c * 0.5;
    img[id.xy].x = 1.0;
    InterlockedAdd(counts[id.xy], 1);
    buf[id.x] = buf[id.y] + (float)(w + h);
}
