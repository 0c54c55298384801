// ARGS: -HV 2021
// STAGES: vs=VSMain:vs_6_0 ps=PSMain:ps_6_0
// DRAW: topology=triangle-list vertices=6 front-face=ccw cull=none
// TARGET: index=0 format=r32uint size=8x8 clear=[7] expect="10 if x + y < 7 else 20" where="x + y != 7"
// WGSL-ERROR: OSH5202
// [[vk::ext_builtin_input(17)]] static const bool: the FrontFacing built-in
// itself (DXC's inline-SPIR-V form of SV_IsFrontFace): the two triangles of
// front_facing.hlsl, the counter-clockwise (front) one 10, the other 20.
// The vertex shader writes its position through
// [[vk::ext_builtin_output(0)]] (Position). WebGPU has no such form.
static const float2 corners[6] = {
    float2(-1, 1), float2(-1, -1), float2(1, 1),
    float2(1, 1), float2(1, -1), float2(-1, -1),
};

[[vk::ext_builtin_output(/* Position */ 0)]]
static float4 gl_Position;

void VSMain(uint id : SV_VertexID) {
    gl_Position = float4(corners[id], 0, 1);
}

[[vk::ext_builtin_input(/* FrontFacing */ 17)]]
static const bool gl_FrontFacing;

uint PSMain() : SV_Target {
    return gl_FrontFacing ? 10 : 20;
}
