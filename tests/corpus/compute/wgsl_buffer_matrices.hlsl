// ARGS: -T cs_6_0 -E main
// DISPATCH: 1 1 1
// BUFFER: binding=0 kind=uniform type=f32 init="[j + 1 for j in range(40)]"
// BUFFER: binding=1 type=f32 count=16 expect="[1, 3, 5, 0, 2, 4, 6, 0, 1, 3, 7, 0, 9, 4, 8, 0]"
// BUFFER: binding=2 type=f32 count=8 expect="[22, 7, 12, 90, 86, 40, 8, 4]"
// BUFFER: binding=3 type=u32 init=0
// HLSL's default column_major matrices are SPIR-V RowMajor: WGSL stores
// them as their transpose (matRxC of the IR's C columns of R rows) and
// reads them with transpose() (src/wgsl/bufstruct.c); here inside a
// nested struct of a constant buffer (Xf: a at 0, the float3x3 array b at
// 48 with stride 48, k at 144; std140, column stride 16) and as the
// element of a structured buffer (float3x2: two columns of float3, 16
// apart, stride 32) written whole, by row and by element.
// CB word j holds j + 1, so a(r, c) = 4c + r + 1 and b[n](r, c) =
// 13 + 12n + 4c + r, k = (37, 38, 39, 40). By hand:
// 0: row 1 of a . (1, 0, 2) = a(1,0) + 2 a(1,2) = 2 + 2 * 10 = 22;
// 1: a[2][1] = 7; 2: a[3].z = a(3,2) = 12; 3: row 1 of b[1] summed
// = 26 + 30 + 34 = 90; 4: (1, 2, 3) times b[0], column 0 = 13 + 28 + 45 = 86;
// 5: k.w = 40; 6: a times (0, 1, 0), row 3 = a(3,1) = 8; 7: M[0][1].y = 4.
// M[0] = rows (1,2) (3,4) (5,6): columns (1,3,5) and (2,4,6) at words 0 and 4;
// M[1] = M[0], then row 2 = (7, 8) and M[1][0][1] = 9: words 8..14.
struct Xf {
    float4x3 a;
    float3x3 b[2];
};
cbuffer CB : register(b0) {
    Xf xf;
    float4 k;
};
RWStructuredBuffer<float3x2> M : register(u1);
RWStructuredBuffer<float> Res : register(u2);
RWStructuredBuffer<uint> Zero : register(u3);

[numthreads(1, 1, 1)]
void main()
{
    uint i = Zero[0];
    Res[0] = mul(xf.a, float3(1, 0, 2)).y;
    Res[1] = xf.a[2][1];
    Res[2] = xf.a[i + 3].z;
    Res[3] = dot(xf.b[i + 1][1], float3(1, 1, 1));
    Res[4] = mul(float3(1, 2, 3), xf.b[0]).x;
    Res[5] = k.w;
    Res[6] = mul(xf.a, float3(0, 1, 0)).w;
    M[0] = float3x2(1, 2, 3, 4, 5, 6);
    Res[7] = M[0][i + 1].y;
    M[1] = M[i];
    M[1][2] = float2(7, 8);
    M[1][0][1] = 9;
}
