// ARGS: -HV 2021
// STAGES: vs=VSMain:vs_6_0 ps=PSMain:ps_6_0
// DRAW: topology=triangle-list vertices=3
// TARGET: index=0 format=rgba8unorm size=8x8 expect=[u, v, 0.5, 1]
// TARGET: index=1 format=r32uint size=8x8 expect="x + 16*y"
// Two render targets of different formats from one pixel shader:
// SV_Target0 the interpolated (u, v), SV_Target1 the pixel's integer
// position from SV_Position.
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
    float4 color : SV_Target0;
    uint index : SV_Target1;
};

PSOut PSMain(VSOut i) {
    PSOut o;
    o.color = float4(i.uv, 0.5, 1);
    uint2 p = uint2(i.pos.xy);
    o.index = p.x + 16 * p.y;
    return o;
}
