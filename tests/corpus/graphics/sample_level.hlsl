// ARGS: -HV 2021
// STAGES: vs=VSMain:vs_6_0 ps=PSMain:ps_6_0
// DRAW: topology=triangle-list vertices=3
// TEXTURE: binding=0 format=rgba8unorm size=4x4 texels="(x * 85, y * 85, 0, 255)"
// SAMPLER: binding=1 filter=linear address=clamp
// TARGET: index=0 format=rgba8unorm size=8x8 expect="[min(max(4 * u - 0.5, 0), 3) / 3, min(max(4 * v - 0.5, 0), 3) / 3, 0, 1]" tol=0.01
// SampleLevel (lod 0) with a linear filter on a 4x4 texture whose red and
// green grow linearly with the texel's x and y (85 per texel). Bilinear
// filtering of a linear function is the function itself: at texture
// coordinate 4u - 0.5 (clamped to the first and last texel centers, 0 and
// 3) red is that coordinate / 3.
[[vk::binding(0, 0)]] Texture2D<float4> tex : register(t0);
[[vk::binding(1, 0)]] SamplerState samp : register(s0);

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

float4 PSMain(VSOut i) : SV_Target {
    return tex.SampleLevel(samp, i.uv, 0);
}
