// ARGS: -T cs_6_0 -E main
// Integer and bool matrices, column_major (the default) and row_major, in a
// constant buffer and a structured buffer: each is an array of its HLSL rows
// (layoutref.py). Only compiled by tests/layout/check_layout.py.
struct T {
    int2x3 m;
    float f;
    row_major uint3x2 r;
    int3x3 n[2];
    bool2x2 b;
};
cbuffer K : register(b0) {
    float a;
    int2x3 cm;
    float c;
    row_major uint3x2 rm;
    int4x4 big;
    T t;
};
RWStructuredBuffer<T> SB : register(u0);
RWStructuredBuffer<uint> Out : register(u1);

[numthreads(1, 1, 1)]
void main() {
    Out[0] = (uint)(a + c) + cm[1][2] + rm[2][1] + big[3][3] + t.n[1][2][2] + SB[0].m[1][0] + SB[0].r[2].y +
             (uint)SB[0].b[1][1];
}
