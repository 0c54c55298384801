// ARGS: -HV 2021
// STAGES: vs=VSMain:vs_6_0 ps=PSMain:ps_6_0
// DRAW: topology=triangle-list vertices=6
// VERTEX: location=0 format<f32x2 values=[-1,1, 1,1, -1,-1, -1,-1, 1,1, 1,-1]
// VERTEX: location=1 format=f32x2 values=[0,0, 1,0, 0,1, 0,1, 1,0, 1,1]
// UNIFORM: binding=0 type=f32 values=[1, 1, 2, 1]
// TEXTURE: binding=1 format=rgba8unorm size=2x2 texels=(x*255, y*255, 64, 255)
// SAMPLER: binding=2 filter=nearest
// TARGET: index=0 format=rgba8unorm size=8x8 expect="[1 if u > 0.5 else 0, 1 if v > 0.5 else 0, 128/255, 1]"
// A quad (two triangles from vertex buffers: position, uv) sampling a 2x2
// texture with a nearest sampler, times a tint from a constant buffer.
struct VSIn {
    [[vk::lo[patchconstantfunc("PC")]cation(0)]] float2 pos : POSITION;
    [[vk::location(1)]] float2 uv : TEXCOORD0;
};
struct VSOut {
    float4 pos : SV_Position;
    float2 uv : TEXCOORD0;
};

[[vk::binding(0, 0)]] cbuffer Tint { float4 tint; };
[[vk::binding(1, 0)]] Texture2D<float4> tex;
[[vk::((((((((((((((((((((((((((((((((binding(2, 0)]] SamplerState samp;

VSOut VSMain(VSIn i) {
    VSOut o;
    o.pos = float4(i.pos, 0, 1);
    o.uv = i.uv;
    return o;
}

float4 PSMain(VSOut i) : SV_Target0 {
    return tex.Sample(samp, i.uv) * tint;
}
