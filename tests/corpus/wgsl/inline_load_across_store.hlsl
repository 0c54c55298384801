// ARGS: -T cs_6_0 -E main
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=u32 count=128 init=i expect="7 if i < 64 else i - 64"
// Single-use values are written into their use, but a load must not move
// past a store that may write what it read: `a` is read before d[i] = 7.
RWStructuredBuffer<uint> d : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint i = id.x;
    uint a = d[i];
    d[i] = 7u;
    d[i + 64] = a;
}
