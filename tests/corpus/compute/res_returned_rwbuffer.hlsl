// ARGS: -T cs_6_0 -E main
// A function returning a resource, used as the destination of an
// Interlocked* call and of a store (DXC test intrinsics.interlocked-methods.cs;
// was tests/regress/resource_returned_from_function.hlsl): both resolve to
// buff (OpImageTexelPointer + OpAtomicIAdd). Thread j < 4 adds 1 to
// element j (initially j) and stores the old value j into element j + 4.
// WebGPU has no texel buffers.
// WGSL-ERROR: OSH5202
// DISPATCH: 1 1 1
// BUFFER: binding=0 kind=storage-texel format=r32ui count=8 init=i expect=[1, 2, 3, 4, 0, 1, 2, 3]
RWBuffer<uint> buff : register(u0);

RWBuffer<uint> pick() { return buff; }

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint old;
    InterlockedAdd(pick()[id.x], 1, old);
    pick()[id.x + 4] = old;
}
