// ARGS: -HV 2021
// STAGES: vs=VSMain:vs_6_0 ps=PSMain:ps_6_0
// DRAW: topology=triangle-strip vertices=4
// UNIFORM: binding=0 type=f32 values=[0.5, 0.5, 0.5, -0.5, 0.25, 0.5, 0.75, 1, 3, 0, 0, 0]
// TARGET: index=0 format=rgba32float size=8x8 expect="[0.25, 0.5, 0.75, 1 + 3 * (x - 4)] if x >= 4 and y >= 4 else [0, 0, 0, 0]"
// One cbuffer read by both stages. The vertex shader scales a full-target
// quad by 'scale' (0.5) and moves it by 'offset' (0.5, -0.5): the bottom
// right quadrant. The pixel shader writes 'color' and, in alpha,
// 1 + k * (pixel x - 4) with k = 3 from the third register.
cbuffer Params : register(b0) {
    float2 scale;
    float2 offset;
    float4 color;
    float k;
};

float4 VSMain(uint id : SV_VertexID) : SV_Position {
    float2 c = float2(id & 1, id >> 1) * float2(2, -2) + float2(-1, 1);
    return float4(c * scale + offset, 0, 1);
}

float4 PSMain(float4 pos : SV_Position) : SV_Target {
    return float4(color.rgb, 1 + k * (pos.x - 4.5));
}
