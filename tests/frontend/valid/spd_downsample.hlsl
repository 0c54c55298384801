// ARGS: -T cs_6_0 -E CSMain
// FidelityFX SPD-style single-pass downsampler: portability macros,
// groupshared reduction, wave ops, atomics on a global counter, globally
// coherent mip chain, remapping of the thread index to a Morton order.
#define A_GPU 1
#define A_HLSL 1
#define AF1 float
#define AF2 float2
#define AF4 float4
#define AU1 uint
#define AU2 uint2
#define ASU2 int2
#define AF1_(a) AF1(a)
#define AU1_(a) AU1(a)
#define AF4_x(a) AF4(a, a, a, a)
#define ABfe(src, off, bits) (((src) >> (off)) & ((1u << (bits)) - 1u))
#define ABfiM(src, ins, bits) (((ins) & ((1u << (bits)) - 1u)) | ((src) & ~((1u << (bits)) - 1u)))
#define SPD_LINEAR_SAMPLER 1

cbuffer spdConstants : register(b0)
{
    uint mips;
    uint numWorkGroups;
    uint2 workGroupOffset;
    float2 invInputSize;
    float2 padding;
};

Texture2D<float4> imgSrc : register(t0);
globallycoherent RWTexture2D<float4> imgDst[12] : register(u1);
globallycoherent RWTexture2D<float4> imgDst6 : register(u13);
struct SpdGlobalAtomicBuffer { uint counter[6]; };
globallycoherent RWStructuredBuffer<SpdGlobalAtomicBuffer> spdGlobalAtomic : register(u0);
SamplerState srcSampler : register(s0);

groupshared AU1 spdCounter;
groupshared AF1 spdIntermediateR[16][16];
groupshared AF1 spdIntermediateG[16][16];
groupshared AF1 spdIntermediateB[16][16];
groupshared AF1 spdIntermediateA[16][16];

AU2 ARmpRed8x8(AU1 a)
{
    return AU2(ABfiM(ABfe(a, 2u, 3u), a, 1u), ABfiM(ABfe(a, 3u, 3u), ABfe(a, 1u, 2u), 2u));
}

AF4 SpdLoadSourceImage(ASU2 p, AU1 slice)
{
    AF2 textureCoord = p * invInputSize + invInputSize;
    return imgSrc.SampleLevel(srcSampler, textureCoord, 0);
}

AF4 SpdLoad(ASU2 tex, AU1 slice) { return imgDst6[tex]; }
void SpdStore(ASU2 pix, AF4 outValue, AU1 index, AU1 slice)
{
    if (index == 5) {
        imgDst6[pix] = outValue;
        return;
    }
    imgDst[index + 1][pix] = outValue;
}

void SpdIncreaseAtomicCounter(AU1 slice) { InterlockedAdd(spdGlobalAtomic[0].counter[slice], 1, spdCounter); }
AU1 SpdGetAtomicCounter() { return spdCounter; }
void SpdResetAtomicCounter(AU1 slice) { spdGlobalAtomic[0].counter[slice] = 0; }

AF4 SpdLoadIntermediate(AU1 x, AU1 y)
{
    return AF4(spdIntermediateR[x][y], spdIntermediateG[x][y], spdIntermediateB[x][y], spdIntermediateA[x][y]);
}
void SpdStoreIntermediate(AU1 x, AU1 y, AF4 value)
{
    spdIntermediateR[x][y] = value.x;
    spdIntermediateG[x][y] = value.y;
    spdIntermediateB[x][y] = value.z;
    spdIntermediateA[x][y] = value.w;
}
AF4 SpdReduce4(AF4 v0, AF4 v1, AF4 v2, AF4 v3) { return (v0 + v1 + v2 + v3) * 0.25; }

AF4 SpdReduceQuad(AF4 v)
{
    AF4 v0 = v;
    AF4 v1 = QuadReadAcrossX(v);
    AF4 v2 = QuadReadAcrossY(v);
    AF4 v3 = QuadReadAcrossDiagonal(v);
    return SpdReduce4(v0, v1, v2, v3);
}

bool SpdExitWorkgroup(AU1 numWorkGroups, AU1 localInvocationIndex, AU1 slice)
{
    if (localInvocationIndex == 0)
        SpdIncreaseAtomicCounter(slice);
    GroupMemoryBarrierWithGroupSync();
    return (SpdGetAtomicCounter() != (numWorkGroups - 1));
}

void SpdDownsampleMips_0_1(AU1 x, AU1 y, AU2 workGroupID, AU1 localInvocationIndex, AU1 mip, AU1 slice)
{
    AF4 v[4];
    ASU2 tex = ASU2(workGroupID.xy * 64) + ASU2(x * 2, y * 2);
    ASU2 pix = ASU2(workGroupID.xy * 32) + ASU2(x, y);
    v[0] = SpdLoadSourceImage(tex, slice);
    SpdStore(pix, v[0], 0, slice);
    tex = ASU2(workGroupID.xy * 64) + ASU2(x * 2 + 32, y * 2);
    pix = ASU2(workGroupID.xy * 32) + ASU2(x + 16, y);
    v[1] = SpdLoadSourceImage(tex, slice);
    SpdStore(pix, v[1], 0, slice);
    v[2] = v[1];
    v[3] = v[0];
    if (mip <= 1)
        return;
    [unroll]
    for (int i = 0; i < 4; i++) {
        v[i] = SpdReduceQuad(v[i]);
        if (WaveGetLaneIndex() % 4 == 0)
            SpdStoreIntermediate(x / 2 + (i & 1) * 8, y / 2 + (i >> 1) * 8, v[i]);
    }
    if (localInvocationIndex % 4 == 0)
        SpdStore(pix / 2, v[0], 1, slice);
}

void SpdDownsampleNextFour(AU1 x, AU1 y, AU2 workGroupID, AU1 localInvocationIndex, AU1 baseMip, AU1 mips, AU1 slice)
{
    if (mips <= baseMip)
        return;
    GroupMemoryBarrierWithGroupSync();
    AF4 v = SpdLoadIntermediate(x * 2, y * 2);
    v = SpdReduceQuad(v);
    if (localInvocationIndex % 4 == 0) {
        SpdStore(ASU2(workGroupID.xy * 8) + ASU2(x / 2, y / 2), v, baseMip, slice);
        SpdStoreIntermediate(x + (y / 2) % 2, y, v);
    }
}

void SpdDownsample(AU2 workGroupID, AU1 localInvocationIndex, AU1 mips, AU1 numWorkGroups, AU1 slice)
{
    AU2 sub_xy = ARmpRed8x8(localInvocationIndex % 64);
    AU1 x = sub_xy.x + 8 * ((localInvocationIndex >> 6) % 2);
    AU1 y = sub_xy.y + 8 * ((localInvocationIndex >> 7));
    SpdDownsampleMips_0_1(x, y, workGroupID, localInvocationIndex, mips, slice);
    SpdDownsampleNextFour(x, y, workGroupID, localInvocationIndex, 2, mips, slice);
    if (mips <= 6)
        return;
    if (SpdExitWorkgroup(numWorkGroups, localInvocationIndex, slice))
        return;
    SpdResetAtomicCounter(slice);
    AF4 v = SpdLoad(ASU2(x * 2, y * 2), slice);
    v = WaveActiveSum(v) / WaveActiveCountBits(true);
    if (WaveIsFirstLane())
        SpdStore(ASU2(x, y), v, 5, slice);
}

[numthreads(256, 1, 1)]
void CSMain(uint3 WorkGroupId : SV_GroupID, uint LocalThreadIndex : SV_GroupIndex)
{
    SpdDownsample(AU2(WorkGroupId.xy) + workGroupOffset, AU1(LocalThreadIndex), AU1(mips), AU1(numWorkGroups),
                  AU1(WorkGroupId.z));
}
