// ARGS: -T cs_6_0 -E main
// Matrices in a structured buffer (std430 with relaxed vectors): m
// (row_major float2x2) = 2 rows of float2, stride 8: word 2r + c; n
// (column_major float2x2) at byte 16: word 4 + 2c + r; stride 32 bytes.
// Element 1 is read (words + 8); the thread writes mul(m, n) of element 0 to
// element 0 of a RW buffer of the same struct as m and n + m as n.
// In holds 10 + word index, so element 0 has m = [[10, 11], [12, 13]],
// n = [[14, 16], [15, 17]]: m*n = [[10*14+11*15, 10*16+11*17], [12*14+13*15, 12*16+13*17]].
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=f32 count=16 init="10 + i"
// BUFFER: binding=1 type=f32 count=8 expect="[10 + 8 + 2 * r + c for r in range(2) for c in range(2)] + [10 + 12 + 2 * c + r for r in range(2) for c in range(2)]"
// BUFFER: binding=2 type=f32 count=8 expect="[305, 347, 363, 413, 24, 27, 27, 30]"
struct M {
    row_major float2x2 m;
    column_major float2x2 n;
};
StructuredBuffer<M> In : register(t0);
RWStructuredBuffer<float> Out : register(u1);
RWStructuredBuffer<M> W : register(u2);

[numthreads(1, 1, 1)]
void main() {
    M e = In[1];
    Out[0] = e.m[0][0]; Out[1] = e.m[0][1]; Out[2] = e.m[1][0]; Out[3] = e.m[1][1];
    Out[4] = e.n[0][0]; Out[5] = e.n[0][1]; Out[6] = e.n[1][0]; Out[7] = e.n[1][1];
    M z = In[0];
    M w;
    w.m = mul(z.m, z.n);
    w.n = z.n + z.m;
    W[0] = w;
}
