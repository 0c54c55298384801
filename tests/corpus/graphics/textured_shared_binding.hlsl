// ARGS: -HV 2021
// TARGETS: wgsl
// EXPECT-WARNING: OSH5207
// STAGES: vs=VSMain:vs_6_0 ps=PSMain:ps_6_0
// DRAW: topology=triangle-list vertices=6
// VERTEX: location=0 format=f32x2 values=[-1,1, 1,1, -1,-1, -1,-1, 1,1, 1,-1]
// VERTEX: location=1 format=f32x2 values=[0,0, 1,0, 0,1, 0,1, 1,0, 1,1]
// TEXTURE: binding=0 format=rgba8unorm size=4x4 texels="(x*85, y*85, 255 - 17*(x + 4*y), 255)"
// SAMPLER: binding=0 wgsl-binding=1 filter=nearest
// TARGET: index=0 format=rgba8unorm size=8x8 expect="[floor(4*u)/3, floor(4*v)/3, (255 - 17*(floor(4*u) + 4*floor(4*v)))/255, 1]"
// textured.hlsl with DXC's register mapping: t0 and s0 are both binding 0
// (a combined image sampler in Vulkan). WGSL needs distinct bindings, so the
// sampler moves past the highest binding the pixel shader uses (0), to 1
// (warning OSH5207), and Dawn draws with the sampler bound there. WGSL only:
// the Vulkan run would need a combined image sampler descriptor.
struct VSIn {
    [[vk::location(0)]] float2 pos : POSITION;
    [[vk::location(1)]] float2 uv : TEXCOORD0;
};

struct VSOut {
    float4 pos : SV_Position;
    float2 uv : TEXCOORD0;
};

Texture2D<float4> tex : register(t0);
SamplerState samp : register(s0);

VSOut VSMain(VSIn i) {
    VSOut o;
    o.pos = float4(i.pos, 0, 1);
    o.uv = i.uv;
    return o;
}

float4 PSMain(VSOut i) : SV_Target {
    return tex.Sample(samp, i.uv);
}
