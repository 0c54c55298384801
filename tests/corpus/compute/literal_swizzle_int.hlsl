// ARGS: -T cs_6_0 -E main
// A swizzle on an integer literal: `0.xxxx` is int4(0, 0, 0, 0), `1.xx`
// int2(1, 1), `2u.rr` uint2(2, 2). The literal ends at the '.' when a swizzle
// follows (it used to lex as the float `0.` with the suffix 'xxxx'); `1.f`
// and `2.e1` are still the floats 1 and 20.
// Out = [0+0, 1+1, 7, 2*2, 3*4*3 (dot of 3.xxx with 4.xxx), 5 (SPLAT2(5).y), 9+1, 0]
// then F = [3 + 1 + 20]
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=u32 count=8 expect=[0, 2, 7, 4, 36, 5, 10, 0]
// BUFFER: binding=1 type=f32 count=1 expect=[24.0]
RWStructuredBuffer<uint> Out : register(u0);
RWStructuredBuffer<float> F : register(u1);

#define SPLAT2(v) v.xx

[numthreads(1, 1, 1)]
void main() {
    uint4 a = 0.xxxx;
    int2 b = 1.xx;
    uint c = 7.x;
    uint2 d = 2u.rr;
    int3 e = 3.xxx;
    Out[0] = a.x + a.w;
    Out[1] = b.x + b.y;
    Out[2] = c;
    Out[3] = d.x * d.y;
    Out[4] = dot(e, 4.xxx);
    Out[5] = SPLAT2(5).y;
    Out[6] = 9.x + 1;
    Out[7] = a.y;
    float2 f = 3.rr;
    F[0] = f.y + 1.f + 2.e1;
}
