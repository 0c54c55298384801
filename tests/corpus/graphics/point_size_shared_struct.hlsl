// ARGS: -HV 2021
// STAGES: vs=VSMain:vs_6_0 ps=PSMain:ps_6_0
// DRAW: topology=triangle-list vertices=3
// WGSL-WARNING: OSH5211
// TARGET: index=0 format=rgba8unorm size=8x8 clear=[0, 0, 0, 0] expect="[0.5, 0.25, 1, 1]"
// One struct for the vertex shader's output and the pixel shader's input,
// with a [[vk::builtin("PointSize")]] member (Vulkan-Samples'
// compute_nbody and synchronization_2 particle shaders). DXC accepts
// PointSize as a pixel shader input; Vulkan's fragment stage has none, so the
// pixel shader gets no such input (at -O0 too, where reading every input used
// to give a module spirv-val refused: VUID-PointSize-PointSize-04314), and a
// pixel shader that reads it is refused (OSH0653, robust/bad). The full-screen
// triangle's every pixel is (0.5, 0.25, 1, 1): the color comes through a
// location beside the size.
struct VSOut {
    float4 pos : SV_Position;
    [[vk::builtin("PointSize")]] float size : PSIZE;
    [[vk::location(0)]] float4 color : COLOR0;
};

VSOut VSMain(uint id : SV_VertexID) {
    float2 uv = float2((id << 1) & 2, id & 2);
    VSOut o;
    o.pos = float4(uv * float2(2, -2) + float2(-1, 1), 0, 1);
    o.size = 4.0;
    o.color = float4(0.5, 0.25, 1, 1);
    return o;
}

float4 PSMain(VSOut i) : SV_Target {
    return i.color;
}
