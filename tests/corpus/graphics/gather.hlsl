// ARGS: -HV 2021
// STAGES: vs=VSMain:vs_6_0 ps=PSMain:ps_6_0
// DRAW: topology=triangle-list vertices=3
// TEXTURE: binding=0 format=rgba32float size=4x4 texels="(x + 4 * y, 16 + x + 4 * y, 0, 1)"
// SAMPLER: binding=1 filter=nearest address=clamp
// TARGET: index=0 format=rgba32float size=8x8 expect="[0 + max(floor(4 * u - 0.5), 0) + 4 * min(floor(4 * v - 0.5) + 1, 3), 0 + min(floor(4 * u - 0.5) + 1, 3) + 4 * min(floor(4 * v - 0.5) + 1, 3), 0 + min(floor(4 * u - 0.5) + 1, 3) + 4 * max(floor(4 * v - 0.5), 0), 0 + max(floor(4 * u - 0.5), 0) + 4 * max(floor(4 * v - 0.5), 0)]"
// TARGET: index=1 format=rgba32float size=8x8 expect="[16 + max(floor(4 * u - 0.5), 0) + 4 * min(floor(4 * v - 0.5) + 1, 3), 16 + min(floor(4 * u - 0.5) + 1, 3) + 4 * min(floor(4 * v - 0.5) + 1, 3), 16 + min(floor(4 * u - 0.5) + 1, 3) + 4 * max(floor(4 * v - 0.5), 0), 16 + max(floor(4 * u - 0.5), 0) + 4 * max(floor(4 * v - 0.5), 0)]"
// Gather (red) and GatherGreen on a 4x4 texture whose texel (x, y) holds
// red x + 4y and green 16 + x + 4y. At texture coordinate (4u, 4v) the
// footprint's top-left texel is i0 = floor(4u - 0.5), j0 = floor(4v - 0.5),
// each index clamped to 0..3 (clamp addressing), i1 = i0 + 1 likewise; the
// result is (t(i0, j1), t(i1, j1), t(i1, j0), t(i0, j0)).
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

struct PSOut {
    float4 r : SV_Target0;
    float4 g : SV_Target1;
};

PSOut PSMain(VSOut i) {
    PSOut o;
    o.r = tex.Gather(samp, i.uv);
    o.g = tex.GatherGreen(samp, i.uv);
    return o;
}
