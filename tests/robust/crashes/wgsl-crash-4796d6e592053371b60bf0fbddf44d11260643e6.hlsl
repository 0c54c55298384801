// ARGS: -T cs_6_0 -E main
// Every mul() form (vector*matrix, matrix*vector, matrix*matrix both ways,
// scalar with matrix and vector, vector*vector = dot), matrix indexing, a row,
// transpose, component-wise *, and determinant, on matrices built from buffer
// values. M = float2x3(1,2,3, 4,5,6) (rows), N = float3x2(1,0, 0,1, 2,3),
// v2 = (1,-1), v3 = (1,2,3), S = float2x2(1,2, 3,4); worked by hand.
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=f32 init=[1, 2, 3, 4, 5, 6,  1, 0, 0, 1, 2, 3,  1, -1,  1, 2, 3,  1, 2, 3, 4]
// BUFFER: binding=1 type=f32 count=52 expect="[-3, -3, -3,  14, 32,  7, 11, 16, 23,  1, 2, 3, 4, 5, 6, 14, 19, 24,  2, 4, 6, 8, 10, 12,  2, 4, 6, 8, 10, 12,  14,  3, -3,  3, -3,  -1, -1,  -2, -2,  6,  4, 5, 6,  3, 6,  1, 4, 9, 16, 25, 36,  -2]"
StructuredBuffer<float> In : register(t0);
RWStructuredBuffer<float> Out : register(u1);

[numthreads(1, 1, 1)]
void main() {
    float2x3 M = float2x3(In[0], In[1], In[2], In[3], In[4], In[5]);
    float3x2 N = float3x2(In[6], In[7], In[8], In[9], In[10], In[11]);
    float2 v2 = float2(In[12], In[13]);
    float3 v3 = float3(In[14], In[15], In[16]);
    float2x2 S = float2x2(In[17], In[18], In[19], In[20]);

    float3 a = mul(v2, M);
    Out[0] = a.x; Out[1] = a.y; Out[2] = a.z;
    float2 b = mul(M, v3);
    Out[3] = b.x; Out[4] = b.y;
    float2x2 mn = mul(M, N);
    Out[5] = mn[0][0]; Out[6] = mn[0][1]; Out[7] = mn[1][0]; Out[8] = mn[1][1];
    float3x3 nm = mul(N, M);
    [unroll] for (int r = 0; r < 3; r++) {
        [unroll] for (int c = 0; c < 3; c++)
            Out[9 + r * 3 + c] = nm[r][c];
    }
    float2x3 m2 = mul(2.0, M);
    float2x3 m3 = mul(M, 2.0);
    [unroll] for (int i = 0; i < 6; i++) {
        Out[18 + i] = m2[i / 3][i % 3];
        Out[24 + i] = m3[i / 3][i % 3];
    }
    Out[30] = mul(v3, v3);
    float2 s1 = mul(3.0, v2);
    float2 s2 = mul(v2, 3.0);
    Out[31] = s1.x; Out[32] = s1.y; Out[33] = s2.x; Out[34] = s2.y;
    float2 sv = mul(S, v2);
    float2 vs = mul(v2, S);
    Out[35] = sv.x; Out[36] = sv.y; Out[37] = vs.x; Out[38] = vs.y;
    Out[39] = M[1][2];
    float3 row = M[1];
    Out[40] = row.x; Out[41] = row.y; Out[42] = row.z;
    float2 col = transpose(M)[2];
    Out[43] = col.x; Out[44] = col.y;
    float2x3 sq = M * M;
    [unroll] for (int k = 0; k < 6; k++)
        Out[45 + k] = sq[k / 3][k % 3];
    Out[51] = determinant(S);
}
