// ARGS: -HV 2021
// STAGES: vs=VSMain:vs_6_0 ps=PSMain:ps_6_0
// DRAW: topology=triangle-list vertices=3
// TARGET: index=0 format=rgba32float size=8x4 expect="[x + 0.5, y + 0.5, 0.25, 1]"
// SV_Position in the pixel shader: x and y are the pixel center in
// pixels (x + 0.5, y + 0.5), z the depth (0.25 here) and w 1 (clip w is 1,
// so the D3D w and its reciprocal agree). A non-square 8x4 target checks
// that x and y are not swapped.
float4 VSMain(uint id : SV_VertexID) : SV_Position {
    float2 uv = float2((id << 1) & 2, id & 2);
    return float4(uv * float2(2, -2) + float2(-1, 1), 0.25, 1);
}

float4 PSMain(float4 pos : SV_Position) : SV_Target {
    return pos;
}
