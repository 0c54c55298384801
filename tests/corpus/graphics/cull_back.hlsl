// ARGS: -HV 2021
// STAGES: vs=VSMain:vs_6_0 ps=PSMain:ps_6_0
// DRAW: topology=triangle-list vertices=6 front-face=ccw cull=back
// TARGET: index=0 format=r32uint size=8x8 clear=[7] expect="10 if x + y < 7 else 7" where="x + y != 7"
// Back-face culling: two triangles split the target along its
// anti-diagonal; the top-left one is counter-clockwise (front, drawn, the
// shader writes 10, SV_IsFrontFace being true), the bottom-right one
// clockwise (back, culled: the clear value 7 stays).
static const float2 corners[6] = {
    float2(-1, 1), float2(-1, -1), float2(1, 1),
    float2(1, 1), float2(1, -1), float2(-1, -1),
};

float4 VSMain(uint id : SV_VertexID) : SV_Position {
    return float4(corners[id], 0, 1);
}

uint PSMain(bool front : SV_IsFrontFace) : SV_Target {
    return front ? 10 : 20;
}
