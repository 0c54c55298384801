// ARGS: -T cs_6_0 -E main
// Nested struct arrays in push constants (relaxed std430), arrays of
// matrices, arrays of arrays, #pragma pack_matrix on struct members, a
// float3 structured buffer (stride 16 under std430), packoffset, a
// ConstantBuffer<T> array and typedefs. Only compiled by
// tests/layout/check_layout.py.
#define N 3
typedef float3 vec3;
struct Inner {
    float a;
    vec3 b;
    float2 c[2];
};
#pragma pack_matrix(row_major)
struct PC {
    uint k;
    Inner in[2];
    float2x3 m;
    column_major float2x3 mc;
    float t;
};
[[vk::push_constant]] PC pc;
#pragma pack_matrix(column_major)
struct Light {
    float3 pos;
    float3x3 rot[2];
    float w[N][2];
};
cbuffer Scene : register(b0) {
    Light lights[2];
    float4x3 mats[2];
    row_major float3x2 rmats[2];
    float tail;
    float2 p : packoffset(c40.z);
};
struct Item { Inner in; uint id; };
ConstantBuffer<Item> items : register(b1);
StructuredBuffer<vec3> Pos : register(t0);
StructuredBuffer<Light> LightsSB : register(t1);
RWStructuredBuffer<float> Out : register(u2);

[numthreads(1, 1, 1)]
void main() {
    Out[0] = pc.in[1].c[1].y + pc.m[1][2] + pc.mc[1][2] + pc.t + (float)pc.k;
    Out[1] = lights[1].rot[1][2][0] + lights[0].w[2][1] + mats[1][3][2] + rmats[1][2][1] + tail + p.y;
    Out[2] = items.in.b.z + (float)items.id + Pos[2].y + LightsSB[1].rot[1][0][2] + LightsSB[1].w[1][1];
}
