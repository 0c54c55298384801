// ARGS: -T cs_6_0 -E main
// Typed (texel) buffers: Buffer<float4> read with Load and [], RWBuffer<uint>
// read and written, RWBuffer<float>. Compiled and validated only:
// the test runners bind storage and uniform buffers, not texel buffers.
// WebGPU has no texel buffers.
// WGSL-ERROR: OSH5202
Buffer<float4> Src : register(t0);
RWBuffer<uint> Dst : register(u1);
RWBuffer<float> Scale : register(u2);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    float4 v = Src.Load(id.x) + Src[id.x + 8];
    Dst[id.x] = (uint)(v.x + v.y) + Dst[id.x + 8];
    Scale[id.x] = Scale[id.x] * v.w;
}
