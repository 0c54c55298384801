// ARGS: -T cs_6_0 -E main -fvk-use-dx-layout
// SPIRV-VAL: --scalar-block-layout
// One-row and one-column matrices under -fvk-use-dx-layout. In an FXC
// constant buffer a matrix whose stored vectors are single scalars
// (column_major float1xN, row_major floatNx1) takes a 16-byte register per
// scalar: an array of N scalars, stride 16 (DXC's
// vk.layout.cbuffer.fxc.matrix.* tests): m 16, 32 (size 20), b 36, r 48..84,
// x stride 48 from 96, c 180. A column_major float2x1 or a row_major
// float1x2 stores one vector of 2: a float2 (n2 at 184, v at 192). In a
// structured buffer FXC packs them tightly as vectors. Only compiled by
// tests/layout/check_layout.py.
struct S {
    float a;
    float1x2 m;
    float b;
};
cbuffer K : register(b0) {
    float a;
    float1x2 m;
    float b;
    row_major float3x1 r;
    float1x3 x[2];
    float c;
    float2x1 n2;
    row_major float1x2 v;
    S s;
    float d;
};
StructuredBuffer<S> SB : register(t1);
RWStructuredBuffer<float> Out : register(u2);

[numthreads(1, 1, 1)]
void main() {
    Out[0] = a + m._m01 + b + r._m20 + x[1]._m02 + c + n2._m10 + v._m01 + s.m._m01 + s.b + d +
             SB[0].m._m01 + SB[0].b;
}
