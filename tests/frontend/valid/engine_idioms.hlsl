// ARGS: -T ps_6_2 -E main
// Assorted syntax seen in engine shader libraries: C-style typedef'd
// anonymous structs, default arguments, overloads, literal suffixes,
// pack_matrix, multi-line macros, MRT outputs, templated buffer loads,
// MS textures, wave ops in a pixel shader, static locals.
#pragma pack_matrix(row_major)
#define SATURATE_ALL(v) \
    saturate(v)
#define DECLARE_PARAM(type, name, dflt) type name = dflt
#if defined(SATURATE_ALL) && (1 + 1 == 2)
#define HAS_MACROS 1
#else
#error "unexpected"
#endif

typedef float4 Color;
typedef struct { float3 albedo; float alpha; } Surface;
typedef matrix<float, 3, 3> Mat3;
typedef vector<uint, 2> Uint2;

struct { float exposure; uint flags; } g_post;   // an anonymous struct global: in $Globals

cbuffer Frame : register(b0)
{
    float4x4 g_viewProj;     // row_major by the pragma
    column_major float4x4 g_prevViewProj;
    float4 g_params[4];
    uint g_frame;
};

Texture2DMS<float4, 4> g_msColor : register(t0);
ByteAddressBuffer g_raw : register(t1);
Buffer<uint4> g_typed : register(t2);
RWByteAddressBuffer g_counters : register(u1);
RWTexture2D<unorm float4> g_history : register(u2);
[[vk::binding(3, 1)]] Texture2D<float2> g_velocity;
SamplerState g_linear : register(s0);

struct PSOut
{
    Color color : SV_Target0;
    float4 normal : SV_Target1;
    uint2 ids : SV_Target2;
};

float Remap(float x, float lo = 0.0f, float hi = 1.0f) { return saturate((x - lo) / (hi - lo)); }
float Luma(float3 c) { return dot(c, float3(0.2126f, 0.7152f, 0.0722f)); }
float Luma(float4 c) { return Luma(c.rgb) * c.a; }
half LumaH(half3 c) { return dot(c, half3(0.25h, 0.5h, 0.25h)); }

Surface MakeSurface(float3 albedo, float alpha)
{
    Surface s = { albedo, alpha };
    return s;
}

void Resolve(int2 pixel, out float4 samples[4], out uint count)
{
    count = 0;
    [unroll] for (uint i = 0; i < 4u; ++i, ++count)
        samples[i] = g_msColor.Load(pixel, i);
}

uint NextId()
{
    static uint s_calls = 0;
    return ++s_calls;
}

PSOut main(float4 pos : SV_Position, float2 uv : TEXCOORD0, min16float3 tint : COLOR0)
{
    PSOut o = (PSOut)0;
    int2 pixel = int2(pos.xy);
    float4 samples[4];
    uint n;
    Resolve(pixel, samples, n);
    float4 avg = 0;
    for (uint i = 0; i < n; i++)
        avg += samples[i] / n;
    float2 sp = g_msColor.GetSamplePosition(0);
    Surface s = MakeSurface(avg.rgb * tint, avg.a);
    DECLARE_PARAM(float, expo, g_post.exposure);
    float4 texels = g_raw.Load<float4>(16 * (pixel.x & 3));
    uint4 typed = g_typed.Load(pixel.y & 7);
    float2 vel = g_velocity.SampleLevel(g_linear, uv, 0);
    float4 prevClip = mul(g_prevViewProj, float4(uv - vel, 0.5, 1));
    Mat3 m = (Mat3)g_viewProj;
    float3 dir = mul(m, float3(uv, 1.));
    dir.xz *= .5;
    float l = Remap(Luma(avg)) + Remap(Luma(s.albedo), 0.1) + Remap(LumaH((half3)tint), .2, .8);
    float waveMax = WaveActiveMax(l);
    uint prefix = WavePrefixSum(1u);
    uint4 ballot = WaveActiveBallot(l > 0.5);
    bool first = WaveReadLaneFirst(prefix) == prefix;
    uint slot;
    g_counters.InterlockedAdd(0, 1u, slot);
    uint packed = 0x1Fu | (1u << 8) | (uint(l * 255.0) & 0xFFu) << 16;
    do {
        packed ^= packed >> 3;
    } while (false);
    for (;;) {
        if (packed & 1) break;
        packed >>= 1;
        if (packed == 0) break;
    }
    o.color = SATURATE_ALL(Color(s.albedo * expo * waveMax, s.alpha));
    o.color.rgb += texels.rgb * 1e-3f + float3(typed.xyz) * 5e-4 + dir * 0.;
    o.normal = float4(normalize(dir), first ? 1 : 0) + prevClip * 0 + sp.xyxy;
    o.ids = Uint2(slot + countbits(ballot.x), NextId() + g_frame + packed + g_post.flags);
    g_history[pixel] = o.color;
    return o;
}
