// ARGS: -T cs_6_0 -E main -fvk-use-scalar-layout
// SPIRV-VAL: --scalar-block-layout
// Matrices of both majornesses, arrays of matrices, structs, arrays of
// structs, bool arrays and a push-constant block under -fvk-use-scalar-layout. Under the
// dx layout a matrix's last vector is not padded (size 16*(V-1) + L*4):
// cm 16..44, b 48 (44 would straddle a row), arr stride 32 size 60. Only
// compiled by tests/layout/check_layout.py.
struct S {
    float3 v;
    float2x3 m;
    float4 s;
};
cbuffer K : register(b0) {
    float a;
    float3x2 cm;
    float2 b;
    row_major float2x3 rm;
    float4 c;
    S st;
    float d;
    S sa[2];
    float2 e;
    float4x4 big;
    float3 f;
    float g;
    bool flags[3];
    float h;
    float3x2 arr[2];
    float3 tail3;
    column_major float2x2 sq;
    float3 after_sq;
};
struct P {
    uint k;
    float3x2 cm;
    S st[2];
    float t;
};
[[vk::push_constant]] P pc;
StructuredBuffer<S> SB : register(t1);
StructuredBuffer<float3x3> SM : register(t2);
RWStructuredBuffer<float> Out : register(u3);

[numthreads(1, 1, 1)]
void main() {
    Out[0] = a + cm[2][1] + b.y + rm[1][2] + c.w + st.m[1][2] + st.s.w + d + sa[1].s.x + e.y + big[3][3] + f.z + g + (flags[2] ? 1.0 : 0.0) + h;
    Out[1] = arr[1][2][1] + tail3.z + sq[1][1] + after_sq.x;
    Out[2] = pc.cm[2][1] + pc.st[1].m[1][2] + pc.t + (float)pc.k;
    Out[3] = SB[1].m[1][2] + SM[1][2][1];
}
