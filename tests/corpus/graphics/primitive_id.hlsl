// ARGS: -HV 2021
// STAGES: vs=VSMain:vs_6_0 ps=PSMain:ps_6_0
// DRAW: topology=triangle-list vertices=9
// TARGET: index=0 format=r32uint size=8x8 clear=[99] expect="10 if x + y < 7 else 11" where="x + y != 7"
// SV_PrimitiveID in the pixel shader: three triangles, the first over the
// top-left half of the target, the second over the bottom-right half, the
// third degenerate (all its vertices at one point, it draws nothing). The
// pixel shader writes 10 + the primitive's index. The anti-diagonal's
// pixels are not checked. WGSL: `enable primitive_index;` and
// @builtin(primitive_index) (WebGPU's primitive-index feature).
static const float2 corners[9] = {
    float2(-1, 1), float2(-1, -1), float2(1, 1),
    float2(1, 1), float2(1, -1), float2(-1, -1),
    float2(0, 0), float2(0, 0), float2(0, 0),
};

float4 VSMain(uint id : SV_VertexID) : SV_Position {
    return float4(corners[id], 0, 1);
}

uint PSMain(uint prim : SV_PrimitiveID) : SV_Target {
    return 10 + prim;
}
