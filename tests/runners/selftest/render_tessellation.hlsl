// ARGS: -HV 2021
// STAGES: vs=VSMain:vs_6_0 hs=HSMain:hs_6_0 ds=DSMain:ds_6_0 ps=PSMain:ps_6_0
// DRAW: topology=patch-list control-points=4 vertices=4
// TARGET: index=0 format=rgba32float size=8x8 expect=[u, v, 0, 1] tol=1e-4
// One quad patch of 4 control points (the target's corners), tessellated
// 3x3; the domain shader places each vertex bilinearly and colors it with
// its domain location, so the color is the pixel center's (u, v).
struct VSOut {
    float4 pos : POSITION;
};

VSOut VSMain(uint id : SV_VertexID) {
    VSOut o;
    float2 c = float2(id & 1, id >> 1);
    o.pos = float4(c * float2(2, -2) + float2(-1, 1), 0, 1);
    return o;
}

struct PatchConst {
    float edges[4] : SV_TessFactor;
    float inside[2] : SV_InsideTessFactor;
};

PatchConst HSConst(InputPatch<VSOut, 4> ip) {
    PatchConst pc;
    pc.edges[0] = 3; pc.edges[1] = 3; pc.edges[2] = 3; pc.edges[3] = 3;
    pc.inside[0] = 3; pc.inside[1] = 3;
    return pc;
}

[domain("quad")]
[partitioning("integer")]
[outputtopology("triangle_cw")]
[outputcontrolpoints(4)]
[patchconstantfunc("HSConst")]
VSOut HSMain(InputPatch<VSOut, 4> ip, uint i : SV_OutputControlPointID) {
    return ip[i];
}

struct DSOut {
    float4 pos : SV_Position;
    float2 uv : TEXCOORD0;
};

[domain("quad")]
DSOut DSMain(PatchConst pc, float2 uv : SV_DomainLocation, const OutputPatch<VSOut, 4> cp) {
    DSOut o;
    float4 top = lerp(cp[0].pos, cp[1].pos, uv.x);
    float4 bottom = lerp(cp[2].pos, cp[3].pos, uv.x);
    o.pos = lerp(top, bottom, uv.y);
    o.uv = uv;
    return o;
}

float4 PSMain(DSOut i) : SV_Target0 {
    return float4(i.uv, 0, 1);
}
