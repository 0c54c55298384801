// ARGS: -HV 2021
// STAGES: vs=VSMain:vs_6_0 ps=PSMain:ps_6_0
// DRAW: topology=triangle-list vertices=6 front-face=ccw cull=none
// TARGET: index=0 format=r32uint size=8x8 clear=[7] expect="10 if x + y < 7 else 20" where="x + y != 7"
// Two triangles splitting the target along its anti-diagonal: the top-left
// one is counter-clockwise in clip space (y up), the bottom-right one
// clockwise. With front-face=ccw, SV_IsFrontFace is true for the first:
// the pixel shader writes 10 there and 20 on the other. Pixels whose
// centers lie on the shared edge (x + y == 7) are not checked.
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
