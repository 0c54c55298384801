// ARGS: -T cs_6_0 -E main
// Typed (texel) buffers: Buffer<float4> read with Load and [], RWBuffer<uint>
// read and written, RWBuffer<float>. WebGPU has no texel buffers.
// Src texel t is (t, 2t, 3t, 4t), so v = Src[x] + Src[x + 8] is
// (2x+8) * (1, 2, 3, 4): Dst[x] = 3 * (2x+8) + Dst[x+8], Scale[x] *= 4 * (2x+8).
// WGSL-ERROR: OSH5202
// DISPATCH: 1 1 1
// BUFFER: binding=0 kind=uniform-texel format=rgba32f count=64 init="(i // 4) * (i % 4 + 1)"
// BUFFER: binding=1 kind=storage-texel format=r32ui count=16 init=100*i expect="6*i + 24 + 100*(i + 8) if i < 8 else 100*i"
// BUFFER: binding=2 kind=storage-texel format=r32f count=8 init=i+0.5 expect="(i + 0.5) * (8*i + 32)"
Buffer<float4> Src : register(t0);
RWBuffer<uint> Dst : register(u1);
RWBuffer<float> Scale : register(u2);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    float4 v = Src.Load(id.x) + Src[id.x + 8];
    Dst[id.x] = (uint)(v.x + v.y) + Dst[id.x + 8];
    Scale[id.x] = Scale[id.x] * v.w;
}
