// ARGS: -HV 2021
// STAGES: vs=VSMain:vs_6_0 ps=PSMain:ps_6_0
// DRAW: topology=triangle-list vertices=3
// TARGET: index=0 format=rgba32float size=16x16 expect=[u, v, 1 - u, 1] tol=1e-5
// A full-screen triangle made from SV_VertexID alone; the vertex shader
// passes a color that the rasterizer interpolates, so each pixel gets its
// center's position in the target: (u, v) = ((x + 0.5) / 16, (y + 0.5) / 16).
struct VSOut {
    float4 pos : SV_Position;
    float4 color : COLOR0;
};

VSOut VSMain(uint id : SV_VertexID) {
    float2 uv = float2((id << 1) & 2, id & 2);
    VSOut o;
    o.pos = float4(uv * float2(2, -2) + float2(-1, 1), 0, 1);
    o.color = float4(uv, 1 - uv.x, 1);
    return o;
}

float4 PSMain(VSOut i) : SV_Target {
    return i.color;
}
