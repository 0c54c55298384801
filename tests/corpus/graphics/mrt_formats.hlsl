// ARGS: -HV 2021
// STAGES: vs=VSMain:vs_6_0 ps=PSMain:ps_6_0
// DRAW: topology=triangle-list vertices=3
// TARGET: index=0 format=rgba8unorm size=8x8 expect="[u, 1 - v, 0.5, 1]"
// TARGET: index=1 format=r32float size=8x8 expect="u * v"
// TARGET: index=2 format=rgba32uint size=8x8 expect="[x, y, x * y, 4000000000]"
// TARGET: index=3 format=r32sint size=8x8 expect="x - y - 100"
// TARGET: index=5 format=rgba32sint size=8x8 expect="[-x, -y, -1, 2147483647]"
// Five render targets of five formats (unorm, float, unsigned and signed
// integer, one and four components), and a gap: location 4 is not written.
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
    float4 c : SV_Target0;
    float f : SV_Target1;
    uint4 u4 : SV_Target2;
    int i : SV_Target3;
    int4 i4 : SV_Target5;
};

PSOut PSMain(VSOut i) {
    int2 p = int2(i.pos.xy);
    PSOut o;
    o.c = float4(i.uv.x, 1 - i.uv.y, 0.5, 1);
    o.f = i.uv.x * i.uv.y;
    o.u4 = uint4(p, p.x * p.y, 4000000000u);
    o.i = p.x - p.y - 100;
    o.i4 = int4(-p, -1, 2147483647);
    return o;
}
