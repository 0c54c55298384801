// ARGS: -T cs_6_0 -E main
struct PushData
{
    float4x4 transform;
    uint index;
    float scale;
};

struct Params { float4 tint; uint mode; };

[[vk::push_constant]] ConstantBuffer<PushData> pc;
[[vk::binding(0, 1)]] RWStructuredBuffer<float4> outBuf;
[[vk::binding(1, 1)]] globallycoherent RWBuffer<uint> counters;
[[vk::constant_id(3)]] const uint kN = 4;
[[vk::constant_id(4)]] const bool kUseFast = true;
[[vk::constant_id(5)]] const float kScale = 1.5;
ConstantBuffer<Params> cbs[4] : register(b0, space2);
ConstantBuffer<Params> single : register(b5);
[[vk::image_format("rgba8")]] RWTexture2D<float4> img : register(u3);
Texture2D<float4> textures[8] : register(t0, space3);
SamplerState samp : register(s0);

cbuffer CB : register(b0, space1)
{
    float4x4 m;
    row_major float3x4 rm;
    float4 arr[4];
};

groupshared float s[64];
groupshared uint sCount;

precise float preciseHelper(precise float a, float b) { precise float r = a * b + a; return r; }
static float staticHelper(in float a) { return a * 2; }
inline float inlineHelper(float a) { return a + 1; }
export float exportHelper(float a) { return a - 1; }
float withDefault(float a, float b = 2.0, int c = 1) { return a * b + c; }
float2 withDefault2(float2 a, uniform float k = 1) { return a * k; }
float over(float a) { return a; }
float over(float2 a) { return a.x + a.y; }
float over(float3 a) { return a.x + a.y + a.z; }
float over(float4 a) { return dot(a, 1); }

[numthreads(64, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID, uint gi : SV_GroupIndex, uint3 gtid : SV_GroupThreadID)
{
    if (gi == 0)
        sCount = 0;
    GroupMemoryBarrierWithGroupSync();
    s[gi] = (float)tid.x * pc.scale * kScale;
    uint old;
    InterlockedAdd(sCount, 1, old);
    InterlockedAdd(counters[0], 1u, old);
    InterlockedMax(counters[1], tid.x);
    GroupMemoryBarrierWithGroupSync();
    float sum = WaveActiveSum(s[gi]);
    uint lanes = WaveActiveCountBits(true);
    bool first = WaveIsFirstLane();
    float4 v = mul(pc.transform, float4(s[gi], 0, 0, 1));
    v += cbs[pc.index % 4].tint * single.tint;
    v += mul(m, arr[1]) + float4(mul(rm, float4(1, 2, 3, 4)), 0);
    v.x += preciseHelper(1, 2) + staticHelper(3) + inlineHelper(4) + exportHelper(5);
    v.y += withDefault(1) + withDefault(1, 3) + withDefault(1, 3, 4) + withDefault2(float2(1, 2)).x;
    v.z += over(1.0) + over(float2(1, 2)) + over(float3(1, 2, 3)) + over(v);
    v.w += textures[tid.x % 8].SampleLevel(samp, float2(0.5, 0.5), 0).x;
    uint modeSel;
    switch (pc.index)
    {
    case 0: modeSel = 1; break;
    case 1:
    case 2: { modeSel = 2; break; }
    default: modeSel = kN; break;
    }
    [branch] if (kUseFast) v *= 2;
    [unroll(4)] for (uint i = 0; i < kN; ++i) v.x += i;
    [loop] while (modeSel > 0) { modeSel--; }
    outBuf[tid.x] = v + sum + lanes + (first ? 1 : 0);
    img[tid.xy] = v;
    printf("value %f at %d\n", v.x, tid.x);
    uint a = 0x7fffffffu, b = 0xFFu, c = 10U;
    float f1 = 1e-3f, f2 = .5, f3 = 1., f4 = 2.5e+2F, f5 = 1.0h;
    double d1 = 1.0L, d2 = 2.0l;
    int64_t big = 5000000000ll;
    uint64_t ubig = 1ull << 40;
    v.x += a + b + c + f1 + f2 + f3 + f4 + f5 + (float)d1 + (float)d2 + (float)big + (float)ubig;
    outBuf[tid.x + 64] = v;
}
