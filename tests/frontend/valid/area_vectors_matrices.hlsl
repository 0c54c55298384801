// ARGS: -T vs_6_0 -E main
// Vectors and matrices: template and shorthand spellings, constructors,
// swizzles, matrix element access, row/column access, mul.
float4 main(float4 p : POSITION) : SV_Position
{
    vector<float, 4> a = p;
    vector b = a;                       // vector = float4
    matrix m = (float4x4)0;             // matrix = float4x4
    matrix<float, 2, 3> m23 = { 1, 2, 3, 4, 5, 6 };
    float2x3 m23b = m23;
    int1 i1 = 1;
    uint2 u2 = uint2(1, 2);
    bool3 b3 = bool3(true, false, true);
    half4 h4 = half4(1, 2, 3, 4);
    double2 d2 = double2(1.0, 2.0);
    float1x1 m11 = 1;
    float3 v3 = float3(a.xy, 1);
    float4 v4 = float4(v3, 1).wzyx;
    v4.xz = v4.zx;
    v4.rgba = v4.bgra;
    float s = m23._m12 + m23._11 + m23._23 + m[1][2] + m[0].x;
    float2 diag = m23._m00_m11;
    m23._m01_m02 = diag;
    float3 row = m23[1];
    m[3] = a;
    float4 r = mul(a, m) + mul(m, b) + float4(mul(m23, v3), s, s);
    float scalarSwz = s.x + s.xx.y + (s).x;
    float4 fromScalar = s.xxxx;
    return r + v4 + fromScalar + float4(i1, u2.x, b3.y, (float)d2.x) + h4 + m11._11 + scalarSwz + row.x + b.x + m23b._11;
}
