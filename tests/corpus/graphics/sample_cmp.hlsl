// ARGS: -HV 2021
// STAGES: vs=VSMain:vs_6_0 ps=PSMain:ps_6_0
// DRAW: topology=triangle-list vertices=3
// TEXTURE: binding=0 format=d32 size=4x4 texels="(x + 0.5) / 4"
// SAMPLER: binding=1 filter=nearest compare=less
// TARGET: index=0 format=r32float size=8x8 expect="1 if v < (floor(4 * u) + 0.5) / 4 else 0"
// TARGET: index=1 format=r32float size=8x8 expect="1 if 1 - v < (floor(4 * u) + 0.5) / 4 else 0"
// SampleCmp and SampleCmpLevelZero on a depth texture whose texel (x, y)
// holds (x + 0.5) / 4, with a nearest 'less' comparison sampler: the result
// is 1 where the reference is less than the texel the pixel center falls
// in (floor(4u)), else 0. References: v (SampleCmp) and 1 - v
// (SampleCmpLevelZero); no reference equals a texel value.
[[vk::binding(0, 0)]] Texture2D<float> shadow : register(t0);
[[vk::binding(1, 0)]] SamplerComparisonState cmp : register(s0);

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
    float a : SV_Target0;
    float b : SV_Target1;
};

PSOut PSMain(VSOut i) {
    PSOut o;
    o.a = shadow.SampleCmp(cmp, i.uv, i.uv.y);
    o.b = shadow.SampleCmpLevelZero(cmp, i.uv, 1 - i.uv.y);
    return o;
}
