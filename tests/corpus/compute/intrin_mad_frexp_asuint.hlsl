// ARGS: -T cs_6_0 -E main
// TARGETS: spirv
// mad as DXC lowers it (Fma with NoContraction for floats, row by row for
// matrices; IMul + IAdd for integers), asuint(double, out lo, out hi),
// frexp (FrexpStruct, the exponent as float).
RWStructuredBuffer<float4> fb : register(u0);
RWStructuredBuffer<uint4> ub : register(u1);
[numthreads(1, 1, 1)]
void main() {
    float4 a = fb[0], b = fb[1], c = fb[2];
    float2x2 m = float2x2(a), n = float2x2(b), o = float2x2(c);
    float2x2 r = mad(m, n, o);
    int4 i = mad((int4)ub[0], (int4)ub[1], (int4)ub[2]);
    float4 e;
    float4 mant = frexp(a, e);
    float s = mad(a.x, b.x, c.x);
    uint lo, hi;
    asuint((double)a.y, lo, hi);
    uint2 lo2, hi2;
    asuint(double2(a.zw), lo2, hi2);
    fb[3] = mad(a, b, c) + float4(r[0], r[1]) + mant + e + s;
    ub[3] = uint4(i) + uint4(lo, hi, lo2 + hi2);
}
