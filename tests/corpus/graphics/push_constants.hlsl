// ARGS: -HV 2021
// STAGES: vs=VSMain:vs_6_0 ps=PSMain:ps_6_0
// DRAW: topology=triangle-list vertices=3
// PUSH-CONSTANTS: type=f32 values=[0.5, 0.25] wgsl-binding=0
// PUSH-CONSTANTS: type=u32 values=[7, 0]
// PUSH-CONSTANTS: type=f32 values=[0.125, 0.375, 0.625, 0.875]
// TARGET: index=0 format=rgba32float size=8x8 expect="[u * 0.5 + 0.25, 7, 0.125 + 0.375, 0.625 * 0.875]" tol=1e-6
// A [[vk::push_constant]] block read by both stages: the vertex shader
// scales and offsets its color by (a, b), the pixel shader adds the
// integer n and the float4 t (at offset 16). On WGSL the block is a uniform
// buffer at set 0 binding 0 (neither stage has other resources).
struct Push {
    float a;
    float b;
    uint n;
    uint pad;
    float4 t;
};
[[vk::push_constant]] Push pc;

struct VSOut {
    float4 pos : SV_Position;
    float c : COLOR0;
};

VSOut VSMain(uint id : SV_VertexID) {
    float2 uv = float2((id << 1) & 2, id & 2);
    VSOut o;
    o.pos = float4(uv * float2(2, -2) + float2(-1, 1), 0, 1);
    o.c = uv.x * pc.a + pc.b;
    return o;
}

float4 PSMain(VSOut i) : SV_Target {
    return float4(i.c, pc.n, pc.t.x + pc.t.y, pc.t.z * pc.t.w);
}
