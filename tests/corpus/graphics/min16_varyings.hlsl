// ARGS: -HV 2021
// STAGES: vs=VSMain:vs_6_0 ps=PSMain:ps_6_0
// DRAW: topology=triangle-list vertices=3
// TARGET: index=0 format=rgba32float size=8x8 expect="[u, v, 1 - u, 3]" tol=2e-3
// min16float varyings (relaxed precision, at least 16 bits): the result
// is checked to half precision (tolerance 2e-3), and a min16uint flat
// varying (3) exactly.
struct VSOut {
    float4 pos : SV_Position;
    min16float2 uv : TEXCOORD0;
    min16float r : TEXCOORD1;
    nointerpolation min16uint n : TEXCOORD2;
};

VSOut VSMain(uint id : SV_VertexID) {
    float2 uv = float2((id << 1) & 2, id & 2);
    VSOut o;
    o.pos = float4(uv * float2(2, -2) + float2(-1, 1), 0, 1);
    o.uv = (min16float2)uv;
    o.r = (min16float)(1 - uv.x);
    o.n = 3;
    return o;
}

float4 PSMain(VSOut i) : SV_Target {
    return float4(i.uv, i.r, i.n);
}
