// ARGS: -HV 2021
// STAGES: vs=VSMain:vs_6_0 ps=PSMain:ps_6_0
// DRAW: topology=triangle-list vertices=6 front-face=ccw
// TARGET: index=0 format=r32uint size=8x8 clear=[7] expect="1 if x + y < 7 else 2" where="x + y != 7"
// Two triangles: the top-left one counter-clockwise in clip space (y up),
// the bottom-right one clockwise. With front-face=ccw the pixel shader
// writes 1 for front faces and 2 for back faces; elsewhere the clear value
// 7 stays. Pixels on the shared diagonal are not checked.
float4 VSMain(uint id : SV_VertexID) : SV_Position {
    // top-left: (-1,1) (-1,-1) (1,1) is counter-clockwise with y up;
    // bottom-right: (1,1) (1,-1) (-1,-1) is clockwise.
    static const float2 p[6] = { float2(-1, 1), float2(-1, -1), float2(1, 1),
                                 float2(1, 1), float2(1, -1), float2(-1, -1) };
    return float4(p[id], 0, 1);
}

uint PSMain(bool front : SV_IsFrontFace) : SV_Target0 {
    return front ? 1 : 2;
}
