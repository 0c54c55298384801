// ARGS: -T cs_6_0 -E main
// InterlockedAdd on a RWBuffer<uint> element (OpImageTexelPointer): Vulkan
// requires an R32ui image format for atomics, which DXC infers from the
// element type when the shader gives none. Compiled and validated only (the
// runners cannot bind texel buffers). WebGPU has no texel buffers.
// WGSL-ERROR: OSH5202
RWBuffer<uint> Counts : register(u0);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint old;
    InterlockedAdd(Counts[id.x % 2], 1, old);
    Counts[2 + id.x] = old;
}
