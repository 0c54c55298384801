// The shader of the host pipeline tests (tests/host): a uniform buffer, a
// read-only and a written structured buffer in two descriptor sets, push
// constants and specialization constants. host_vk.c and host_dawn.mjs build
// their pipelines from its reflection alone and check the results against
// values they compute themselves.
[[vk::constant_id(3)]] const uint kScale = 1;
[[vk::constant_id(5)]] const bool kBias = false;

cbuffer Params : register(b0) {
    float4 unused;  // so `offset` is not at 0
    uint offset;
    float fscale;
};

struct PC {
    uint mul;
    uint add;
};
[[vk::push_constant]] PC pc;

StructuredBuffer<uint> input : register(t1);
RWStructuredBuffer<uint> output : register(u0, space1);
RWStructuredBuffer<float> foutput : register(u3, space1);

[numthreads(32, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint v = input[id.x];
    uint r = v * pc.mul * kScale + pc.add + offset;
    if (kBias)
        r += 1000u;
    output[id.x] = r;
    foutput[id.x] = float(v) * fscale;
}
