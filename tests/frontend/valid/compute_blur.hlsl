// ARGS: -T cs_6_0 -E main
struct Particle
{
    float3 pos;
    float  life;
    float3 vel;
    uint   flags : 8;
    uint   kind : 24;
};

cbuffer Params : register(b0)
{
    float dt;
    uint count;
    float2 gravity;
};

RWStructuredBuffer<Particle> particles : register(u0);
StructuredBuffer<float4> weights : register(t0);
RWTexture2D<float4> output : register(u1);
Texture2D<float4> input : register(t1);
ByteAddressBuffer raw : register(t2);
[[vk::binding(3, 1)]] RWByteAddressBuffer counters : register(u2);

groupshared float4 cache[64 + 8];

static const int kRadius = 4;

enum Mode { MODE_A, MODE_B = 4, MODE_C };
enum class Filter : uint { Box, Gauss = 2 };

namespace util
{
    float sq(float x) { return x * x; }
    namespace inner { int twice(int x) { return x * 2; } }
}

typedef float4 color_t;
using index_t = uint;

struct Accum
{
    float4 sum;
    float weight;
    void add(float4 c, float w) { sum += c * w; weight += w; }
    float4 resolve() { return weight > 0 ? sum / weight : (float4)0; }
};

template <typename T>
T maxOf(T a, T b) { return a > b ? a : b; }

template <typename T, int N>
struct Ring
{
    T items[N];
    T get(int i) { return items[i % N]; }
};

[numthreads(64, 1, 1)]
void main(uint3 dtid : SV_DispatchThreadID, uint gi : SV_GroupIndex, uint3 gid : SV_GroupID)
{
    index_t id = dtid.x;
    uint w, h;
    input.GetDimensions(w, h);
    cache[gi] = input.Load(int3(dtid.xy, 0));
    if (gi < 8)
        cache[64 + gi] = input[min(dtid.xy + uint2(64, 0), uint2(w, h) - 1)];
    GroupMemoryBarrierWithGroupSync();

    Accum acc = (Accum)0;
    [unroll]
    for (int i = -kRadius; i <= kRadius; i++)
    {
        color_t c = cache[clamp((int)gi + i, 0, 71)];
        acc.add(c, weights[abs(i)].x);
    }
    output[dtid.xy] = acc.resolve();

    if (id >= count)
        return;
    Particle p = particles[id];
    p.vel.xy += gravity * dt;
    p.pos += p.vel * dt;
    p.life -= dt;
    p.life = maxOf(p.life, 0.0f);
    int k = maxOf<int>(3, 4);
    Ring<float, 4> ring;
    ring.items[0] = util::sq(p.life);
    p.pos.x += ring.get(5) + util::inner::twice(k);
    Mode m = MODE_B;
    Filter f = Filter::Gauss;
    if (m == MODE_C || (uint)f == 2u)
        p.flags |= 1;
    uint prev;
    counters.InterlockedAdd(0, 1, prev);
    uint rawv = raw.Load(id * 4);
    p.kind = rawv & 0xffffff;
    particles[id] = p;
    float3x3 m3 = float3x3(1, 0, 0, 0, 1, 0, 0, 0, 1);
    float3 v = mul(m3, p.vel);
    bool3 b = v > 0;
    p.vel = select(b, v, -v);
    do { prev >>= 1; } while (prev > 0);
    while (true) { break; }
}
