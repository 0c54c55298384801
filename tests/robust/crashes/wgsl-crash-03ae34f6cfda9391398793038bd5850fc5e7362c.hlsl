// ARGS: -T cs_6_0 -E main
// column_major / row_major / default (column-major) matrices in a cbuffer,
// read back element by element (out[r*C + c] = m[r][c]) and through mul.
// The buffer holds 1000 + word index. A (column_major float2x3): 3 columns of
// 2, stride 16: A[r][c] at word 4c + r; size 48. B (row_major float2x3) at
// byte 48: 2 rows of 3: word 12 + 4r + c. C (float3x3) at byte 80: word
// 20 + 4c + r. tail at byte 128 (word 32).
// mul(A, (1,1,1)) = row sums 3012 + 3r; mul((1,1), B) = column sums 2028 + 2c.
// DISPATCH: 1 1 1
// BUFFER: binding=0 kind=uniform type=f32 count=36 init="1000 + i"
// BUFFER: binding=1 type=f32 count=27 expect="[1000 + 4 * c + r for r in range(2) for c in range(3)] + [1012 + 4 * r + c for r in range(2) for c in range(3)] + [1020 + 4 * c + r for r in range(3) for c in range(3)] + [1032] + [3012, 3015] + [2028, 2030, 2032]"
cbuffer CB : register(b0) {
    column_major float2x3 A;
    row_major float2x3 B;
    float3x3 C;
    float tail;
};
RWStructuredBuffer<float> Out : register(u1);

[numthreads(1, 1, 1)]
void main() {
    uint o = 0;
    for (uint r = 0; r < 2; r++)
        for (uint c = 0; c < 3; c++)
            Out[o++] = A[r][c];
    for (uint r2 = 0; r2 < 2; r2++)
        for (uint c2 = 0; c2 < 3; c2++)
            Out[o++] = B[r2][c2];
    for (uint r3 = 0; r3 < 3; r3++)
        for (uint c3 = 0; c3 < 3; c3++)
            Out[o++] = C[r3][c3];
    Out[21] = tail;
    float2 rs = mul(A, float3(1, 1, 1));
    Out[22] = rs.x;
    Out[23] = rs.y;
    float3 cs = mul(float2(1, 1), B);
    Out[24] = cs.x;
    Out[25] = cs.y;
    Out[26] = cs.z;
}
