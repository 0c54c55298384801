// Compiled by tests/reflect/reflect_test.c as cs_6_0, entry main.
// Compute shader with a cbuffer, structured buffers, push constants, spec
// constants, a texture, a sampler and a storage image. Every offset in the
// snapshot is derived by hand in reflect_test.c (check_compute).
struct Light {
    float3 dir;
    float intensity;
    float2 uv;
};
[[vk::binding(0, 0)]] cbuffer Params {
    float4x4 xform;
    float3 scale;
    float bias;
    uint count;
    float2 offs;
    float weights[3];
    Light light;
};
struct Particle { float3 pos; float mass; float2 vel; uint flags; };
struct PC { uint base; float k; float3 dir; };
[[vk::push_constant]] PC pc;
[[vk::constant_id(3)]] const uint kMode = 2;
[[vk::constant_id(5)]] const bool kFlag = true;
[[vk::constant_id(7)]] const float kScale = 1.5;
[[vk::constant_id(9)]] const int kUnused = -4;
[[vk::binding(1, 0)]] StructuredBuffer<Particle> inP;
[[vk::binding(2, 0)]] RWStructuredBuffer<Particle> outP;
[[vk::binding(0, 1)]] Texture2D<float4> tex;
[[vk::binding(1, 1)]] SamplerState samp;
[[vk::binding(2, 1)]] [[vk::image_format("rgba8")]] RWTexture2D<float4> img;
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    Particle p = inP[id.x + pc.base];
    float4 c = tex.SampleLevel(samp, p.vel, 0);
    p.pos = mul(xform, float4(p.pos * scale, 1)).xyz + bias + c.xyz + offs.x + pc.k * pc.dir
            + weights[id.x % 3] + light.dir * light.intensity + float3(light.uv, 0);
    if (kFlag) p.mass *= kScale;
    p.flags = count + kMode;
    outP[id.x] = p;
    img[id.xy] = c;
}
