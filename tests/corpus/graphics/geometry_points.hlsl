// ARGS: -HV 2021
// STAGES: vs=VSMain:vs_6_0 gs=GSMain:gs_6_0 ps=PSMain:ps_6_0
// DRAW: topology=point-list vertices=4
// WGSL-ERROR: OSH5202
// TARGET: index=0 format=rgba32uint size=8x8 expect="[1 + (x >= 4) + 2 * (y >= 4), (x >= 4) + 2 * (y >= 4), 2 * ((x >= 4) + 2 * (y >= 4)), 0]"
// A geometry shader expands each of four points (SV_VertexID 0..3, made in
// the vertex shader) into a quad over quadrant k (column k % 2, row k / 2)
// with a triangle strip of four vertices; it also passes SV_PrimitiveID
// (the point's index) and k * 2 computed in the GS. WGSL has no geometry
// stage: compiling the GS for WGSL is refused with OSH5202.
struct VSOut {
    float4 pos : SV_Position;
    nointerpolation uint k : INDEX;
};

struct GSOut {
    float4 pos : SV_Position;
    nointerpolation uint3 ids : IDS;
};

VSOut VSMain(uint id : SV_VertexID) {
    VSOut o;
    float2 cell = float2(id % 2, id / 2);
    o.pos = float4(cell.x - 0.5, 0.5 - cell.y, 0, 1);  // the quadrant's center
    o.k = id;
    return o;
}

[maxvertexcount(4)]
void GSMain(point VSOut p[1], uint prim : SV_PrimitiveID, inout TriangleStream<GSOut> strip) {
    static const float2 corners[4] = { float2(-0.5, 0.5), float2(0.5, 0.5), float2(-0.5, -0.5), float2(0.5, -0.5) };
    for (uint k = 0; k < 4; k++) {
        GSOut v;
        v.pos = p[0].pos + float4(corners[k], 0, 0);
        v.ids = uint3(p[0].k + 1, prim, p[0].k * 2);
        strip.Append(v);
    }
    strip.RestartStrip();
}

uint4 PSMain(GSOut i) : SV_Target0 {
    return uint4(i.ids, 0);
}
