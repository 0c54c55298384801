// ARGS: -T cs_6_0 -E main
// A bool used as an index (a[!i], v[x > 3]) reads element 0 or 1. The index
// reached OpAccessChain as a bool (invalid SPIR-V at -O0; found by
// tools/realshaders on DXC's op.array.access test); it is now converted to
// uint like any other non-integer index.
// DISPATCH: 1 1 1
// BUFFER: binding=0 count=24 expect="[[(10 if i == 0 else 20) + 7 * i, (200 if i > 3 else 100) + i, (2 if i % 2 else 1) * 1000][k] for i in range(8) for k in range(3)]"
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.x;
    uint4 a[2];
    a[0] = uint4(20, 0, 0, 0) + i * 7;
    a[1] = uint4(10, 0, 0, 0) + i * 7;
    uint2 v = uint2(100, 200) + i;
    bool odd = (i & 1) != 0;
    uint w[2] = {1000, 2000};
    Out[i * 3] = a[!i].x;
    Out[i * 3 + 1] = v[i > 3];
    Out[i * 3 + 2] = w[odd];
}
