// ARGS: -HV 2021
// STAGES: vs=VSMain:vs_6_0 ps=PSMain:ps_6_0
// DRAW: topology=triangle-list vertices=3
// DEPTH: compare=less write=1 clear=0.6 expect="0.25 + 0.5 * u if u < 0.7 else 0.6" tol=1e-6
// TARGET: index=0 format=r32float size=8x8 expect="u if u < 0.7 else 0"
// SV_DepthGreaterEqual (conservative depth): the triangle lies at depth
// 0.25 and the pixel shader only moves it back, to 0.25 + 0.5 u. The depth
// test 'less' against the clear 0.6 keeps pixels with 0.25 + 0.5u < 0.6,
// u < 0.7 (no pixel center has u = 0.7); the others keep depth 0.6 and
// color 0.
struct VSOut {
    float4 pos : SV_Position;
    float u : TEXCOORD0;
};

VSOut VSMain(uint id : SV_VertexID) {
    float2 uv = float2((id << 1) & 2, id & 2);
    VSOut o;
    o.pos = float4(uv * float2(2, -2) + float2(-1, 1), 0.25, 1);
    o.u = uv.x;
    return o;
}

struct PSOut {
    float color : SV_Target0;
    float depth : SV_DepthGreaterEqual;
};

PSOut PSMain(VSOut i) {
    PSOut o;
    o.color = i.u;
    o.depth = i.pos.z + 0.5 * i.u;
    return o;
}
