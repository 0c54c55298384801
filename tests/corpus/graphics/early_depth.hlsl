// ARGS: -HV 2021
// STAGES: vs=VSMain:vs_6_0 ps=PSMain:ps_6_0
// DRAW: topology=triangle-list vertices=3
// DEPTH: compare=less write=1 clear=1.0 expect=0.5
// TARGET: index=0 format=rgba8unorm size=8x8 expect="[1, 0, 0, 1] if x < 3 else [0, 1, 0, 1] if y < 5 else [0, 0, u, 1]"
// [earlydepthstencil] with early returns: the depth test runs before the
// pixel shader (depth 0.5 passes 'less' against 1.0 everywhere and is
// written); the shader returns early on the left three columns (red), then
// on the top five rows (green), else falls through to (0, 0, u, 1).
struct VSOut {
    float4 pos : SV_Position;
    float u : TEXCOORD0;
};

VSOut VSMain(uint id : SV_VertexID) {
    float2 uv = float2((id << 1) & 2, id & 2);
    VSOut o;
    o.pos = float4(uv * float2(2, -2) + float2(-1, 1), 0.5, 1);
    o.u = uv.x;
    return o;
}

[earlydepthstencil]
float4 PSMain(VSOut i) : SV_Target {
    if (i.pos.x < 3)
        return float4(1, 0, 0, 1);
    if (i.pos.y < 5)
        return float4(0, 1, 0, 1);
    return float4(0, 0, i.u, 1);
}
