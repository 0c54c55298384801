// ARGS: -T cs_6_0 -E main
// Local arrays indexed by values known only at run time: a 16-element
// table filled in a loop and read at an index from the buffer, a write at a
// dynamic index, a 2D array, an array copy and an initializer list.
// For thread i with d = Idx[i] = (5 i + 3) % 16: A = t[d] with t[k] = k*k + 1
// then t[d] = 0 makes the sum of t = S - (d*d + 1); B = g[d % 4][i % 4] with
// g[r][c] = 4r + c; C = copy of init list {9, 8, 7, 6} at i % 4.
// DISPATCH: 1 1 1
// BUFFER: binding=0 name=Idx count=16 init="(5 * i + 3) % 16"
// BUFFER: binding=1 count=16 expect="Idx[i] * Idx[i] + 1"
// BUFFER: binding=2 count=16 expect="sum([k * k + 1 for k in range(16)]) - (Idx[i] * Idx[i] + 1)"
// BUFFER: binding=3 count=16 expect="4 * (Idx[i] % 4) + i % 4"
// BUFFER: binding=4 count=16 expect="[9, 8, 7, 6][i % 4]"
StructuredBuffer<uint> IdxBuf : register(t0);
RWStructuredBuffer<uint> A : register(u1);
RWStructuredBuffer<uint> S : register(u2);
RWStructuredBuffer<uint> B : register(u3);
RWStructuredBuffer<uint> C : register(u4);

[numthreads(16, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.x;
    uint d = IdxBuf[i];
    uint t[16];
    for (uint k = 0; k < 16; k++)
        t[k] = k * k + 1;
    A[i] = t[d];
    t[d] = 0;
    uint s = 0;
    for (uint m = 0; m < 16; m++)
        s += t[m];
    S[i] = s;
    uint g[4][4];
    for (uint r = 0; r < 4; r++)
        for (uint c = 0; c < 4; c++)
            g[r][c] = 4 * r + c;
    B[i] = g[d % 4][i % 4];
    uint init[4] = {9, 8, 7, 6};
    uint copy[4] = init;
    init[i % 4] = 0;
    C[i] = copy[i % 4];
}
