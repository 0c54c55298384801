// ARGS: -HV 2021
// STAGES: vs=VSMain:vs_6_0 ps=PSMain:ps_6_0
// DRAW: topology=triangle-list vertices=3
// TEXTURE: binding=0 format=rgba32float size=8x8 texels="(x, y, x * 8 + y, 1.5)"
// TARGET: index=0 format=rgba32float size=8x8 expect="[7 - x, y, (7 - x) * 8 + y, 1.5 + (x + y) % 3]"
// Texture2D.Load (a texel fetch, no sampler) at integer coordinates from
// SV_Position, mirrored in x, and a second Load of the pixel's own texel
// whose alpha (1.5) gets (x + y) % 3 added. (Load with a texel offset is
// not here: WGSL's textureLoad has none, so it is refused with OSH5202.)
[[vk::binding(0, 0)]] Texture2D<float4> tex : register(t0);

float4 VSMain(uint id : SV_VertexID) : SV_Position {
    float2 uv = float2((id << 1) & 2, id & 2);
    return float4(uv * float2(2, -2) + float2(-1, 1), 0, 1);
}

float4 PSMain(float4 pos : SV_Position) : SV_Target {
    int2 p = int2(pos.xy);
    float4 a = tex.Load(int3(7 - p.x, p.y, 0));
    float4 b = tex.Load(int3(p, 0));
    return float4(a.xyz, b.w + (p.x + p.y) % 3);
}
