// ARGS: -T cs_6_0 -E main -Zpr
// -Zpr (row-major by default), column_major overriding it, [[vk::offset]],
// min16float without -enable-16bit-types (32-bit), bool vectors and a
// double4 that must start a 16-byte row (relaxed rule for vectors over 16
// bytes), and 1xN / Nx1 matrices (vectors). Only compiled by tests/layout/check_layout.py.
struct T {
    float2x2 m;
    column_major float2x2 c;
    [[vk::offset(64)]] float4 v;
    min16float h;
    bool2 bb;
};
cbuffer Z : register(b0) {
    float a;
    float3x3 m;
    column_major float3x3 c;
    min16float2 h;
    bool3 b3;
    T t;
    float1x3 r1;
    float3x1 c1;
    float last;
};
StructuredBuffer<T> SB : register(t1);
RWStructuredBuffer<float> Out : register(u3);

[numthreads(1, 1, 1)]
void main() {
    Out[0] = a + m[2][1] + c[2][1] + h.y + (b3.z ? 1.0 : 0.0) + t.m[1][0] + t.c[1][0] + t.v.w + t.h + (t.bb.y ? 1.0 : 0.0) + r1[0][2] + c1[2][0] + last;
    Out[1] = SB[1].m[1][0] + SB[1].c[0][1] + SB[1].v.z + SB[0].h + (SB[1].bb.x ? 2.0 : 0.0);
}
