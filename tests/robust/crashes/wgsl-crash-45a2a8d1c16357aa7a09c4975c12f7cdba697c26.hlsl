// ARGS: -T cs_6_0 -E main
// for, while and do-while with trip counts that depend on the thread:
// for: 0 + 1 + ... + (i-1); while: the smallest k with k*k > i;
// do-while: the number of bits of i, at least 1 (the body runs once for 0).
// DISPATCH: 1 1 1
// BUFFER: binding=0 count=40 expect="i * (i - 1) // 2"
// BUFFER: binding=1 count=40 expect="int(sqrt(i)) + 1"
// BUFFER: binding=2 count=40 expect="([b + 1 for b in range(31, -1, -1) if (i >> b) & 1] + [1])[0]"
RWStructuredBuffer<uint> ForOut : register(u0);
RWStructuredBuffer<uint> WhileOut : register(u1);
RWStructuredBuffer<uint> DoOut : register(u2);

[numthreads(40, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint n = id.x;
    uint s = 0;
    for (uint j = 0; j < n; ++j)
        s += j;
    ForOut[n] = s;

    uint k = 0;
    while (k * k <= n)
        k++;
    WhileOut[n] = k;

    uint v = n, bits = 0;
    do {
        bits++;
        v >>= 1;
    } while (v != 0);
    DoOut[n] = bits;
}
