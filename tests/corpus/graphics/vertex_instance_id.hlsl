// ARGS: -HV 2021
// STAGES: vs=VSMain:vs_6_0 ps=PSMain:ps_6_0
// DRAW: topology=triangle-list vertices=6 instances=4
// TARGET: index=0 format=rgba32uint size=8x8 clear=[99, 99, 99, 99] expect="[1 + (x >= 4) + 2 * (y >= 4), (x >= 4) + 2 * (y >= 4), 0 if (x % 4) + (y % 4) < 3 else 3, 5]" where="(x % 4) + (y % 4) != 3"
// Geometry from SV_VertexID and SV_InstanceID alone (no vertex buffers):
// instance k draws a quad (two triangles of three vertices) over quadrant k
// of the target, column k % 2 and row k / 2. The pixel shader writes
// (k + 1, k, the flat provoking vertex id of its triangle (0 or 3), 5).
// Each quadrant is split along its anti-diagonal, whose pixels are not
// checked.
static const float2 corners[6] = {
    float2(0, 0), float2(0, 1), float2(1, 0),
    float2(1, 0), float2(1, 1), float2(0, 1),
};

struct VSOut {
    float4 pos : SV_Position;
    nointerpolation uint inst : INSTANCE;
    nointerpolation uint vid : VERTEXID;
};

VSOut VSMain(uint vid : SV_VertexID, uint inst : SV_InstanceID) {
    float2 cell = float2(inst % 2, inst / 2);
    float2 p = (cell + corners[vid]) * 0.5;  // 0..1, y down
    VSOut o;
    o.pos = float4(p.x * 2 - 1, 1 - p.y * 2, 0, 1);
    o.inst = inst;
    o.vid = vid;
    return o;
}

uint4 PSMain(VSOut i) : SV_Target {
    return uint4(i.inst + 1, i.inst, i.vid, 5);
}
