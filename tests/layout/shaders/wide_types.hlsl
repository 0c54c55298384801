// ARGS: -T cs_6_0 -E main
// TARGETS: spirv
// 64-bit types (WGSL has none): double aligns to 8, double3 to 32 in
// std140/std430 (relaxed: 8 while it does not start off a 16-byte boundary
// with more than 16 bytes), int64/uint64 like double. Only compiled by
// tests/layout/check_layout.py.
cbuffer W : register(b0) {
    float a;
    double b;
    float c;
    double2 d;
    double3 e;
    uint64_t f;
    int64_t2 g;
    double h[2];
    double2x2 m;
};
struct S {
    float a;
    double b;
    double3 c;
    float d;
    int64_t e;
};
StructuredBuffer<S> SB : register(t1);
StructuredBuffer<double3> SD : register(t2);
RWStructuredBuffer<float> Out : register(u3);

[numthreads(1, 1, 1)]
void main() {
    Out[0] = (float)(a + b + c + d.y + e.z + (double)f + (double)g.y + h[1] + m[1][1]);
    Out[1] = (float)(SB[1].b + SB[0].c.z + SB[0].d + (double)SB[1].e + SD[1].z);
}
