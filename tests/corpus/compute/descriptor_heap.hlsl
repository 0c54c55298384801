// ARGS: -T cs_6_6 -E main
// WGSL-ERROR: OSH5202
// SM 6.6 ResourceDescriptorHeap, as DXC maps it: the RW structured buffers
// taken from it are one runtime array at the heap's binding, the first free
// one of set 0 once Out has binding 0 (so 1), indexed non-uniformly. It was
// OSH5010 (not supported yet).
// Heap element i holds [i + 1, 2 * i + 3, 0]:
// Out[i] = b[0] * 10 + b[1] = 10 i + 10 + 2 i + 3 = 12 i + 13 -> 13, 25, 37
// and b[2] = i + 100.
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=u32 count=3 expect="[13, 25, 37]"
// BUFFER: binding=1 index=0 type=u32 count=3 init="[1, 3, 0]" expect="[1, 3, 100]"
// BUFFER: binding=1 index=1 type=u32 count=3 init="[2, 5, 0]" expect="[2, 5, 101]"
// BUFFER: binding=1 index=2 type=u32 count=3 init="[3, 7, 0]" expect="[3, 7, 102]"
[[vk::binding(0)]] RWStructuredBuffer<uint> Out;

[numthreads(3, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    RWStructuredBuffer<uint> b = ResourceDescriptorHeap[NonUniformResourceIndex(id.x)];
    Out[id.x] = b[0] * 10 + b[1];
    b[2] = id.x + 100;
}
