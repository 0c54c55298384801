// ARGS: -HV 2021
// STAGES: vs=VSMain:vs_6_0 hs=HSMain:hs_6_0 ds=DSMain:ds_6_0 ps=PSMain:ps_6_0
// DRAW: topology=patch-list control-points=4 vertices=4
// WGSL-ERROR: OSH5202
// EXPECT-WARNING: OSH5206
// TARGET: index=0 format=rgba32float size=8x8 expect="[u, v, 0.5 * u + 0.25 * v, 4]" tol=1e-4
// One quad patch of four control points (the target's corners), tessellated
// 4x4 (edges) and 2x2 (inside) with integer partitioning. The hull shader
// copies each control point and adds a per-control-point weight; the patch
// constant function also passes a patch constant (4). The domain shader
// places each vertex bilinearly and interpolates the weights (0, 0.5,
// 0.25, 0.75 at the corners: 0.5 u + 0.25 v), and colors it with its
// domain location, so the pixel is (u, v, 0.5u + 0.25v, 4). WGSL has no
// tessellation: the HS and DS are refused with OSH5202 (and the VS, whose
// output has no SV_Position, compiles with warning OSH5206).
struct VSOut {
    float4 pos : POSITION;
};

VSOut VSMain(uint id : SV_VertexID) {
    VSOut o;
    float2 c = float2(id & 1, id >> 1);
    o.pos = float4(c * float2(2, -2) + float2(-1, 1), 0, 1);
    return o;
}

struct HSOut {
    float4 pos : POSITION;
    float weight : WEIGHT;
};

struct PatchConst {
    float edges[4] : SV_TessFactor;
    float inside[2] : SV_InsideTessFactor;
    float k : CONSTANT;
};

PatchConst HSConst(InputPatch<VSOut, 4> ip) {
    PatchConst pc;
    for (int e = 0; e < 4; e++)
        pc.edges[e] = 4;
    pc.inside[0] = 2;
    pc.inside[1] = 2;
    pc.k = 4;
    return pc;
}

[domain("quad")]
[partitioning("integer")]
[outputtopology("triangle_cw")]
[outputcontrolpoints(4)]
[patchconstantfunc("HSConst")]
HSOut HSMain(InputPatch<VSOut, 4> ip, uint i : SV_OutputControlPointID) {
    HSOut o;
    o.pos = ip[i].pos;
    o.weight = (i & 1) * 0.5 + (i >> 1) * 0.25;
    return o;
}

struct DSOut {
    float4 pos : SV_Position;
    float4 color : COLOR0;
};

[domain("quad")]
DSOut DSMain(PatchConst pc, float2 uv : SV_DomainLocation, const OutputPatch<HSOut, 4> cp) {
    DSOut o;
    o.pos = lerp(lerp(cp[0].pos, cp[1].pos, uv.x), lerp(cp[2].pos, cp[3].pos, uv.x), uv.y);
    float w = lerp(lerp(cp[0].weight, cp[1].weight, uv.x), lerp(cp[2].weight, cp[3].weight, uv.x), uv.y);
    o.color = float4(uv, w, pc.k);
    return o;
}

float4 PSMain(DSOut i) : SV_Target0 {
    return i.color;
}
