// ARGS: -T cs_6_0 -E main
// TARGETS: spirv
// 64-bit vectors over 16 bytes under the relaxed rules: a double3/double4
// may not start off a 16-byte boundary; double2 at 8 would straddle. Only
// compiled by tests/layout/check_layout.py.
cbuffer D : register(b0) {
    float a;
    double3 b;
    float c;
    double d;
    double2 e;
    double4 f;
    float g;
    double4x2 m;
    row_major double2x3 r;
};
struct E { float a; double3 b; float c; double2 d; };
StructuredBuffer<E> SB : register(t1);
[[vk::push_constant]] E pc;
RWStructuredBuffer<float> Out : register(u3);

[numthreads(1, 1, 1)]
void main() {
    Out[0] = (float)(a + b.z + c + d + e.y + f.w + g + m[3][1] + r[1][2]);
    Out[1] = (float)(SB[1].b.y + SB[1].c + SB[1].d.x + pc.d.y + pc.b.x);
}
