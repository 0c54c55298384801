// ARGS: -HV 2021
// STAGES: vs=VSMain:vs_6_0 ps=PSMain:ps_6_0
// DRAW: topology=triangle-list vertices=3 samples=4
// TARGET: index=0 format=rgba8unorm size=8x8 expect="[u, v, 0, 1]" tol=0.006
// A 'sample' varying with 4x multisampling: the pixel shader runs once per
// sample and the varying is interpolated at the sample's position. The
// standard 4x positions (0.375, 0.125), (0.875, 0.375), (0.125, 0.625),
// (0.625, 0.875) average to the pixel center, and the varying is linear,
// so the resolved (averaged) pixel is the center's (u, v).
struct VSOut {
    float4 pos : SV_Position;
    sample float2 uv : TEXCOORD0;
};

VSOut VSMain(uint id : SV_VertexID) {
    float2 uv = float2((id << 1) & 2, id & 2);
    VSOut o;
    o.pos = float4(uv * float2(2, -2) + float2(-1, 1), 0, 1);
    o.uv = uv;
    return o;
}

float4 PSMain(VSOut i) : SV_Target {
    return float4(i.uv, 0, 1);
}
