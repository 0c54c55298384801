// ARGS: -HV 2021
// STAGES: vs=VSMain:vs_6_0 ps=PSMain:ps_6_0
// DRAW: topology=triangle-list vertices=3
// TARGET: index=0 format=rgba32float size=8x8 expect="[3, 5, 16, -4]" tol=1e-4
// TARGET: index=1 format=rgba32float size=8x8 expect="[2, 0.5, 0, 1]" tol=1e-4
// Screen-space derivatives of linear functions, which are exact whichever
// pixels of the 2x2 quad they use (u and v grow by 1/8 a pixel). f = 3 x +
// 5 y of the pixel position: ddx 3, ddy 5. g = 128 u - 256 v: ddx_fine
// 128/8 = 16, ddy_coarse -256/8 = -32, divided by 8 in the shader: -4.
// Target 1: ddx_coarse of 2x (2), ddy_fine of 4v (0.5), ddy of u (0).
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
    float4 a : SV_Target0;
    float4 b : SV_Target1;
};

PSOut PSMain(VSOut i) {
    float f = 3 * i.pos.x + 5 * i.pos.y;
    float g = 128 * i.uv.x - 256 * i.uv.y;
    PSOut o;
    o.a = float4(ddx(f), ddy(f), ddx_fine(g), ddy_coarse(g) / 8);
    o.b = float4(ddx_coarse(2 * i.pos.x), ddy_fine(4 * i.uv.y), ddy(i.uv.x), 1);
    return o;
}
