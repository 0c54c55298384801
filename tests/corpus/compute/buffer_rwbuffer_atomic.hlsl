// ARGS: -T cs_6_0 -E main
// InterlockedAdd on a RWBuffer<uint> element (OpImageTexelPointer): Vulkan
// requires an R32ui image format for atomics, which DXC infers from the
// element type when the shader gives none. WebGPU has no texel buffers.
// Four threads add 1 to each of Counts[0] and Counts[1]; the values they get
// back are 0, 1, 2 and 3 in some order, so OR-ing 1 << old into Counts[2]
// (Counts[3]) gives 15 whatever the order.
// WGSL-ERROR: OSH5202
// DISPATCH: 1 1 1
// BUFFER: binding=0 kind=storage-texel format=r32ui count=4 expect=[4, 4, 15, 15]
RWBuffer<uint> Counts : register(u0);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint old;
    InterlockedAdd(Counts[id.x % 2], 1, old);
    InterlockedOr(Counts[2 + id.x % 2], 1u << old);
}
