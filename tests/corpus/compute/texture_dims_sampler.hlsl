// ARGS: -T cs_6_0 -E main
// Storage images of other shapes (RWTexture1D, RWTexture3D,
// RWTexture2DArray: the array layer is the third coordinate) and a
// Texture2D sampled with SampleLevel through a nearest, clamping sampler at
// texel centers. One group of 4x2x2 threads: thread (x, y, z) adds x + 10y +
// 100z to T3, subtracts x + 4y + 8z from layer z of TA, and writes Src's
// texel (x, y) = (x, 10y, 0, 0) summed into Out[x + 4y + 8z]; the threads of
// row 0, layer 0 also set T1[x] = 3 * T1[x] + x.
// DISPATCH: 1 1 1
// IMAGE: binding=0 format=r32ui dim=1d size=4 init=5+x expect=15+4*x
// IMAGE: binding=1 format=r32f dim=3d size=4x2x2 init=0.5 expect="0.5 + x + 10*y + 100*z"
// IMAGE: binding=2 format=r32i dim=2d-array size=4x2 layers=2 init=100 expect="100 - (x + 4*y + 8*layer)"
// IMAGE: binding=3 kind=sampled format=rgba32f dim=2d size=4x2 init="x if c == 0 else 10*y if c == 1 else 0"
// COMPUTE-SAMPLER: binding=4 filter=nearest address=clamp
// BUFFER: binding=5 type=f32 count=16 expect="i % 4 + 10*(i // 4 % 2)"
[[vk::image_format("r32ui")]] RWTexture1D<uint> T1 : register(u0);
[[vk::image_format("r32f")]] RWTexture3D<float> T3 : register(u1);
[[vk::image_format("r32i")]] RWTexture2DArray<int> TA : register(u2);
Texture2D<float4> Src : register(t3);
SamplerState Smp : register(s4);
RWStructuredBuffer<float> Out : register(u5);

[numthreads(4, 2, 2)]
void main(uint3 id : SV_DispatchThreadID) {
    uint flat = id.x + 4 * id.y + 8 * id.z;
    if (id.y == 0 && id.z == 0)
        T1[id.x] = T1[id.x] * 3 + id.x;
    T3[id] = T3[id] + (float)(id.x + 10 * id.y + 100 * id.z);
    TA[id] = TA[id] - (int)flat;
    float4 s = Src.SampleLevel(Smp, (float2(id.xy) + 0.5) / float2(4, 2), 0);
    Out[flat] = s.x + s.y;
}
