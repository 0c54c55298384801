// ARGS: -HV 2021
// STAGES: vs=VSMain:vs_6_0 ps=PSMain:ps_6_0
// DRAW: topology=triangle-list vertices=3
// DEPTH: compare=less write=1 clear=0.5 expect="0.4 * (x + 0.5) / w if y < h/2 else 0.5" tol=1e-6
// TARGET: index=0 format=rgba8unorm size=8x8 expect="[1, 0, 0, 1] if y < h/2 else [0, 0, 0, 0]"
// The pixel shader writes SV_Depth = 0.4 * the pixel center's x / width on
// the top half; on the bottom half it writes 0.9, which fails the 'less'
// test against the clear value 0.5, so those pixels keep the clear color
// and depth.
struct VSOut {
    float4 pos : SV_Position;
};

VSOut VSMain(uint id : SV_VertexID) {
    float2 uv = float2((id << 1) & 2, id & 2);
    VSOut o;
    o.pos = float4(uv * float2(2, -2) + float2(-1, 1), 0.5, 1);
    return o;
}

struct PSOut {
    float4 color : SV_Target0;
    float depth : SV_Depth;
};

PSOut PSMain(VSOut i) {
    PSOut o;
    o.color = float4(1, 0, 0, 1);
    o.depth = i.pos.y < 4 ? 0.4 * i.pos.x / 8 : 0.9;
    return o;
}
