// ARGS: -HV 2021
// STAGES: vs=VSMain:vs_6_0 ps=PSMain:ps_6_0
// DRAW: topology=triangle-list vertices=3
// DEPTH: compare=less write=1 clear=0.5 expect="0.25 * u if y < h/2 else 0.5" tol=1e-6
// TARGET: index=0 format=rgba8unorm size=8x8 expect="[1, u, 0, 1] if y < h/2 else [0, 0, 0, 0]"
// The pixel shader writes SV_Depth: a quarter of the pixel center's u on the
// top half (which passes the 'less' test against the cleared 0.5) and 0.75
// on the bottom half (which fails it, leaving the clear color and depth).
struct VSOut {
    float4 pos : SV_Position;
};

VSOut VSMain(uint id : SV_VertexID) {
    float2 uv = float2((id << 1) & 2, id & 2);
    VSOut o;
    o.pos = float4(uv * float2(2, -2) + float2(-1, 1), 0.1, 1);
    return o;
}

struct PSOut {
    float4 color : SV_Target0;
    float depth : SV_Depth;
};

PSOut PSMain(VSOut i) {
    float u = i.pos.x / 8;
    PSOut o;
    o.color = float4(1, u, 0, 1);
    o.depth = i.pos.y < 4 ? 0.25 * u : 0.75;
    return o;
}
