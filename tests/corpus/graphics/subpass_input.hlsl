// ARGS: -HV 2021
// STAGES: vs=VSMain:vs_6_0 ps=PSMain:ps_6_0
// DRAW: topology=triangle-list vertices=3
// TEXTURE: binding=0 input=0 format=rgba32float size=8x8 texels="(x, y, x * 8 + y, 1.5)"
// TEXTURE: binding=1 input=1 format=r32float size=8x8 texels="x * 10 + y"
// TARGET: index=0 format=rgba32float size=8x8 expect="[2 * x + (x * 10 + y), 2 * y, 2 * (x * 8 + y), 3 + x + 0.5]"
// SubpassInput.SubpassLoad(): each pixel reads its own texel of two input
// attachments (a float4 one and a float one). Vulkan: the render pass's
// input attachments 0 and 1 (vkrender's `input`), read with OpImageRead on
// SubpassData images. WGSL has no input attachments: each is a texture_2d
// the host binds the attachment's view to, read with textureLoad at the
// fragment's position (docs/wgsl.md); the pixel shader's own SV_Position
// input is then the one that position comes from (WGSL allows one).
[[vk::input_attachment_index(0)]] SubpassInput<float4> albedo : register(t0);
[[vk::input_attachment_index(1)]] SubpassInput<float> depthish : register(t1);

float4 VSMain(uint id : SV_VertexID) : SV_Position {
    float2 uv = float2((id << 1) & 2, id & 2);
    return float4(uv * float2(2, -2) + float2(-1, 1), 0, 1);
}

float4 PSMain(float4 pos : SV_Position) : SV_Target {
    float4 a = albedo.SubpassLoad();
    float b = depthish.SubpassLoad();
    return a * 2 + float4(b, 0, 0, pos.x);
}
