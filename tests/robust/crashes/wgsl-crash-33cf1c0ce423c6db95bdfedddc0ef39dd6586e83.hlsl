// ARGS: -T cs_6_0 -E main
// #pragma pack_matrix changes the default majorness of the declarations
// that follow it. CB0 (after row_major): P float2x3 rows of 3 at words
// 4r + c; Q float2x2 at byte 32: word 8 + 4r + c. CB1 (after column_major):
// R float2x3 at word 4c + r. Buffers hold 1000 / 2000 + word index.
// DISPATCH: 1 1 1
// BUFFER: binding=0 kind=uniform type=f32 count=16 init="1000 + i"
// BUFFER: binding=1 kind=uniform type=f32 count=12 init="2000 + i"
// BUFFER: binding=2 type=f32 count=16 expect="[1000 + 4 * r + c for r in range(2) for c in range(3)] + [1008 + 4 * r + c for r in range(2) for c in range(2)] + [2000 + 4 * c + r for r in range(2) for c in range(3)]"
#pragma pack_matrix(row_major)
cbuffer CB0 : register(b0) {
    float2x3 P;
    float2x2 Q;
};
#pragma pack_matrix(column_major)
cbuffer CB1 : register(b1) {
    float2x3 R;
};
RWStructuredBuffer<float> Out : register(u2);

[numthreads(1, 1, 1)]
void main() {
    [unroll] for (uint r = 0; r < 2; r++) {
        [unroll] for (uint c = 0; c < 3; c++) {
            Out[r * 3 + c] = P[r][c];
            Out[10 + r * 3 + c] = R[r][c];
        }
        [unroll] for (uint c2 = 0; c2 < 2; c2++)
            Out[6 + r * 2 + c2] = Q[r][c2];
    }
}
