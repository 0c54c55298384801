// ARGS: -HV 2021
// STAGES: vs=VSMain:vs_6_0 ps=PSMain:ps_6_0
// DRAW: topology=triangle-list vertices=3
// TEXTURE: binding=0 format=d32 size=2x2 texels="0.75 if (x + y) % 2 == 0 else 0.25"
// SAMPLER: binding=1 filter=nearest compare=less
// TARGET: index=0 format=r32float size=8x8 expect="1.0 if (u > 0.5) == (v > 0.5) else 0.0"
// A comparison sampler on a 2x2 depth texture: SampleCmpLevelZero with
// reference 0.5 and 'less' gives 1 where 0.5 < texel (the 0.75 texels on the
// diagonal) and 0 elsewhere.
struct VSOut {
    float4 pos : SV_Position;
    float2 uv : TEXCOORD0;
};

[[vk::binding(0, 0)]] Texture2D<float> shadow;
[[vk::binding(1, 0)]] SamplerComparisonState cmp;

VSOut VSMain(uint id : SV_VertexID) {
    VSOut o;
    o.uv = float2((id << 1) & 2, id & 2);
    o.pos = float4(o.uv * float2(2, -2) + float2(-1, 1), 0, 1);
    return o;
}

float PSMain(VSOut i) : SV_Target0 {
    return shadow.SampleCmpLevelZero(cmp, i.uv, 0.5);
}
