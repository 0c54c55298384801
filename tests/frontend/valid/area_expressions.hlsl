// ARGS: -T cs_6_0 -E main
// Expressions: comma, ternary and select, compound assignment, increments,
// swizzles (incl. on scalars), matrix elements, initializer-list flattening,
// C-style and constructor casts, literals with every suffix.
struct Inner { float2 a; int b; };
struct Outer { Inner i; float c[2]; };
RWStructuredBuffer<float> Out : register(u0);
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    int a = 1, b = 2;
    int c = (a++, b += 3, a + b);
    float t = a > b ? 1.0 : 2.0;
    float3 sel = select(bool3(true, false, true), float3(1, 2, 3), float3(4, 5, 6));
    bool2 both = and(bool2(true, false), true);
    bool2 either = or(false, bool2(true, true));
    int x = 10;
    x += 1; x -= 2; x *= 3; x /= 2; x %= 5; x <<= 2; x >>= 1; x &= 0xff; x |= 0x10; x ^= 3;
    x++; ++x; x--; --x;
    float f = 2;
    float4 v = f.xxxx;
    float2 v2 = f.rr;
    v.yw = v.xz + v2;
    float2x2 m = { 1, 2, 3, 4 };
    float e = m._m01 + m._12 + m[1].x;
    float4 flat = { v.xy, f, 1 };
    Outer o = { 1, 2, 3, 4, 5 };
    Outer o2 = { { { 1, 2 }, 3 }, { 4, 5 } };
    float arr[4] = { m };
    int ci = (int)f + int(f) + (int)v.x;
    float4 fromInts = (float4)int4(1, 2, 3, 4);
    uint u = 1u + 2U + 0x10u + 017;
    int64_t l = 1l + 2L + 3ll + 4LL;
    uint64_t ul = 1ul + 2UL + 3ull + 4ULL;
    float lits = 1.0f + 2.0F + 1.5h + 2.5H + (float)3.0l + (float)4.0L + .5 + 1. + 1e3 + 1.5e-2f;
    bool bl = true && !false || (a != b) && (a <= b) && (a >= b - 10);
    int bits = ~a & (b | 4) ^ (a << 2) >> 1;
    float neg = -f + +f;
    Out[id.x] = c + t + sel.y + both.x + either.y + x + e + flat.w + o.i.b + o2.c[1] + arr[3] + ci + fromInts.w + u + (float)l +
                (float)ul + lits + bl + bits + neg + v.w;
}
