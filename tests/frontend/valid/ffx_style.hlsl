// ARGS: -T cs_6_2 -E main -enable-16bit-types
#define FFX_GPU 1
#define FFX_HLSL 1
#define FFX_HALF 1
#define FfxFloat32 float
#define FfxFloat32x2 float2
#define FfxFloat32x3 float3
#define FfxFloat32x4 float4
#define FfxUInt32 uint
#define FfxUInt32x2 uint2
#define FfxUInt32x4 uint4
#define FfxFloat16 min16float
#define FfxFloat16x3 min16float3
#define FFX_STATIC static
#define FFX_PARAMETER_INOUT inout
#define FFX_MIN16_F half
#define FFX_BROADCAST_FLOAT32X3(x) FfxFloat32x3(FfxFloat32(x), FfxFloat32(x), FfxFloat32(x))

cbuffer cbCAS : register(b0)
{
    FfxUInt32x4 const0;
    FfxUInt32x4 const1;
};

Texture2D<float4> InputTexture : register(t0);
RWTexture2D<float4> OutputTexture : register(u0);
ByteAddressBuffer Raw : register(t1);
RWByteAddressBuffer RawOut : register(u1);

FFX_STATIC FfxFloat32 ffxMin3(FfxFloat32 x, FfxFloat32 y, FfxFloat32 z) { return min(x, min(y, z)); }
FFX_STATIC FfxFloat32x3 ffxMin3(FfxFloat32x3 x, FfxFloat32x3 y, FfxFloat32x3 z) { return min(x, min(y, z)); }
FFX_STATIC FfxFloat32 ffxMax3(FfxFloat32 x, FfxFloat32 y, FfxFloat32 z) { return max(x, max(y, z)); }
FFX_STATIC FfxFloat32x3 ffxMax3(FfxFloat32x3 x, FfxFloat32x3 y, FfxFloat32x3 z) { return max(x, max(y, z)); }
FFX_STATIC FfxFloat32 ffxApproximateReciprocal(FfxFloat32 a) { return asfloat(FfxUInt32(0x7ef07ebb) - asuint(a)); }
FFX_STATIC FfxFloat32 ffxApproximateSqrt(FfxFloat32 a) { return asfloat((asuint(a) >> FfxUInt32(1)) + FfxUInt32(0x1fbc4639)); }
FFX_STATIC FfxFloat32 ffxSaturate(FfxFloat32 a) { return min(1.0f, max(0.0f, a)); }
half3 ffxMin3Half(half3 x, half3 y, half3 z) { return min(x, min(y, z)); }

FfxUInt32 ffxBitfieldExtract(FfxUInt32 src, FfxUInt32 off, FfxUInt32 bits)
{
    FfxUInt32 mask = (1u << bits) - 1u;
    return (src >> off) & mask;
}

FfxUInt32x2 ffxRemapForQuad(FfxUInt32 a)
{
    return FfxUInt32x2(ffxBitfieldExtract(a, 1u, 3u), ffxBitfieldExtract(a, 3u, 3u) | (a & 1u));
}

void casFilter(FfxUInt32x2 ip, out FfxFloat32 pixR, out FfxFloat32 pixG, out FfxFloat32 pixB,
               FfxUInt32x4 c0, FfxUInt32x4 c1, bool noScaling)
{
    FfxFloat32x3 a = InputTexture.Load(int3(ip + int2(-1, -1), 0)).rgb;
    FfxFloat32x3 b = InputTexture.Load(int3(ip + int2(0, -1), 0)).rgb;
    FfxFloat32x3 e = InputTexture.Load(int3(ip, 0)).rgb;
    FfxFloat32x3 mn = ffxMin3(a, b, e);
    FfxFloat32x3 mx = ffxMax3(a, b, e);
    FfxFloat32x3 amp = saturate(min(mn, 2.0 - mx) * rcp(mx));
    amp = sqrt(amp);
    FfxFloat32 peak = asfloat(c1.x);
    FfxFloat32x3 w = amp * FFX_BROADCAST_FLOAT32X3(peak);
    FfxFloat32x3 rcpW = rcp(1.0 + 4.0 * w);
    pixR = saturate((b.r * w.r + e.r) * rcpW.r);
    pixG = saturate((b.g * w.g + e.g) * rcpW.g);
    pixB = saturate((b.b * w.b + e.b) * rcpW.b);
}

void accumulate(FFX_PARAMETER_INOUT FfxFloat32x3 acc, FfxFloat32x3 v) { acc += v; }

[numthreads(64, 1, 1)]
void main(uint3 LocalThreadId : SV_GroupThreadID, uint3 WorkGroupId : SV_GroupID, uint3 Dtid : SV_DispatchThreadID)
{
    FfxUInt32x2 gxy = ffxRemapForQuad(LocalThreadId.x) + FfxUInt32x2(WorkGroupId.x << 4u, WorkGroupId.y << 4u);
    FfxFloat32x3 c;
    casFilter(gxy, c.r, c.g, c.b, const0, const1, true);
    OutputTexture[gxy] = FfxFloat32x4(c, 1);
    gxy.x += 8u;
    float16_t h = f16tof32(Raw.Load(0)) ;
    half3 hv = half3(1.0h, 0.5h, h);
    hv = ffxMin3Half(hv, hv * 2.0h, (half3)c);
    min16float m16 = 1.0;
    FfxFloat16x3 mv = FfxFloat16x3(m16, m16, m16);
    uint packed = f32tof16(c.x) | (f32tof16(c.y) << 16);
    RawOut.Store(Dtid.x * 4, packed);
    float4 v4 = Raw.Load<float4>(16);
    uint2 u2 = Raw.Load2(32);
    RawOut.Store4(64, asuint(v4));
    RawOut.Store<half4>(128, half4(hv, 1.0h));
    accumulate(c, float3(mv));
    OutputTexture[gxy] = float4(c * ffxApproximateReciprocal(2.0f) + ffxApproximateSqrt(4.0f) + ffxSaturate(u2.x), v4.w);
}
