// ARGS: -T cs_6_0 -E main
// Matrices: construction (row by row), m[i] rows, mul() in all three forms,
// element access, transpose, element-wise ops, a row_major and a
// column_major matrix in a cbuffer.
// DISPATCH: 1 1 1
// BUFFER: binding=0 kind=uniform type=f32 init=[1, 2, 3, 0, 4, 5, 6, 0, 1, 4, 0, 0, 2, 5, 0, 0, 3, 6, 0, 0]
// BUFFER: binding=1 type=f32 count=16 expect=[1*1 + 2*2 + 3*3, 4*1 + 5*2 + 6*3, 1 + 2*4, 2 + 2*5, 3 + 2*6, 5, 6, 7 * 1 + 8 * 3, 7 * 2 + 8 * 4, 2, 3, 1, 2, 1*4 + 2*5 + 3*6, 4, 2]
cbuffer M : register(b0) {
    row_major float2x3 a;     // rows (1,2,3) (4,5,6): 2 rows of 16 bytes
    column_major float2x3 b;  // the same matrix stored by columns: 3 columns of 16 bytes
};
RWStructuredBuffer<float> o : register(u1);
[numthreads(1, 1, 1)]
void main() {
    float3 v = float3(1, 2, 3);
    float2 r = mul(a, v);            // (14, 32)
    o[0] = r.x; o[1] = r.y;
    float3 s = mul(float2(1, 2), b); // (9, 12, 15)
    o[2] = s.x; o[3] = s.y; o[4] = s.z;
    o[5] = b[1].y;                   // 5
    o[6] = a._m12;                   // 6
    float2x2 m = float2x2(1, 2, 3, 4);
    float2x2 n = float2x2(7, 8, 0, 0);
    float2x2 p = mul(n, m);          // row 0: (7*1 + 8*3, 7*2 + 8*4)
    o[7] = p[0][0]; o[8] = p[0][1];
    float2x2 t = transpose(m);       // (1 3; 2 4)
    o[9] = t[1][0]; o[10] = t[0][1];
    float2x2 h = m * 0.5 + m * 0.5;  // element-wise
    o[11] = h._m00; o[12] = h._m01;
    o[13] = dot(a[0], b[1]) * 0 + dot(a[0], float3(4, 5, 6));
    o[14] = m[1][1];
    o[15] = (float)(m[0] == float2(1, 2)).y * 2;
}
