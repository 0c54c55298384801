// ARGS: -T cs_6_0 -E main
// An array of structured buffers and one of textures indexed by constants:
// one variable of OpTypeArray per array. WebGPU has no binding arrays.
// Texs[1] texel x is (3x, 0, 0, 0) (Texs[0] holds 1000s, to catch a wrong
// element): Bufs[2][x] = x + 10x + 3x.
// WGSL-ERROR: OSH5202
// DISPATCH: 1 1 1
// BUFFER: binding=0 index=0 count=8 init=i
// BUFFER: binding=0 index=1 count=8 init=10*i
// BUFFER: binding=0 index=2 count=8 init=7 expect=14*i
// IMAGE: set=1 binding=0 index=0 kind=sampled format=rgba32f size=8x1 init=1000
// IMAGE: set=1 binding=0 index=1 kind=sampled format=rgba32f size=8x1 init="3*x if c == 0 else 0"
RWStructuredBuffer<uint> Bufs[3] : register(u0);
Texture2D<float4> Texs[2] : register(t0, space1);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    float4 t = Texs[1].Load(int3(id.x, 0, 0));
    Bufs[2][id.x] = Bufs[0][id.x] + Bufs[1][id.x] + (uint)t.x;
}
