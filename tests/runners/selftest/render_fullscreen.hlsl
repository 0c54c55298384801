// ARGS: -HV 2021
// STAGES: vs=VSMain:vs_6_0 ps=PSMain:ps_6_0
// DRAW: topology=triangle-list vertices=3
// TARGET: index=0 format=rgba8unorm size=8x8 expect=[u, v, 0, 1]
// TARGET: index=1 format=rgba32float size=8x8 expect=[u, v, 0.25, 1] tol=1e-5
// A full-screen triangle from SV_VertexID; the color is the pixel center's
// position in the target (u, v), interpolated across the triangle.
struct VSOut {
    float4 pos : SV_Position;
    float2 uv : TEXCOORD0;
};

VSOut VSMain(uint id : SV_VertexID) {
    VSOut o;
    o.uv = float2((id << 1) & 2, id & 2);
    o.pos = float4(o.uv * float2(2, -2) + float2(-1, 1), 0, 1);
    return o;
}

struct PSOut {
    float4 c0 : SV_Target0;
    float4 c1 : SV_Target1;
};

PSOut PSMain(VSOut i) {
    PSOut o;
    o.c0 = float4(i.uv, 0, 1);
    o.c1 = float4(i.uv, 0.25, 1);
    return o;
}
