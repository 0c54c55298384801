// ARGS: -HV 2021
// STAGES: vs=VSMain:vs_6_0 ps=PSMain:ps_6_0
// DRAW: topology=triangle-list vertices=24
// TARGET: index=0 format=rgba8unorm size=8x8 expect="[[1, 0, 0, 1], [0, 1, 0, 1], [0, 0, 1, 1], [1, 1, 0, 1]][(x >= 4) + 2 * (y >= 4)]"
// static const tables indexed by SV_VertexID: a table of 6 corners (a quad
// of two triangles over a quadrant's cell, 0..1) and a table of 4 colors
// indexed by the quad number q = id / 6, plus a table of 4
// cell offsets. Quad q covers quadrant q (column q % 2, row q / 2).
static const float2 corners[6] = {
    float2(0, 0), float2(1, 0), float2(0, 1),
    float2(1, 0), float2(1, 1), float2(0, 1),
};
static const float2 cells[4] = { float2(0, 0), float2(1, 0), float2(0, 1), float2(1, 1) };
static const float4 colors[4] = {
    float4(1, 0, 0, 1), float4(0, 1, 0, 1), float4(0, 0, 1, 1), float4(1, 1, 0, 1),
};

struct VSOut {
    float4 pos : SV_Position;
    float4 color : COLOR0;
};

VSOut VSMain(uint id : SV_VertexID) {
    uint q = id / 6;
    float2 p = (cells[q] + corners[id % 6]) * 0.5;
    VSOut o;
    o.pos = float4(p.x * 2 - 1, 1 - p.y * 2, 0, 1);
    o.color = colors[q];
    return o;
}

float4 PSMain(VSOut i) : SV_Target {
    return i.color;
}
