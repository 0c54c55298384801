// ARGS: -T cs_6_0 -E main
// The status (sparse residency) overloads: OpImageSparseFetch, -SampleExplicitLod,
// -SampleDrefExplicitLod, -Gather, -DrefGather and -Read (capability
// SparseResidency) return {residency code, texel}; the code is stored to the
// status and CheckAccessFullyMapped(status) is OpImageSparseTexelsResident.
// Compile-only: the runners enable no sparse residency. WGSL has no sparse
// textures: every texel is resident (code 0, CheckAccessFullyMapped true).
Texture2D<float4> T : register(t0);
Texture2DMS<float4> MS : register(t1);
[[vk::image_format("r32f")]] RWTexture2D<float> RW : register(u2);
SamplerState S : register(s3);
SamplerComparisonState SC : register(s4);
RWStructuredBuffer<uint> R : register(u5);

[numthreads(1, 1, 1)]
void main() {
    uint s0, s1, s2, s3, s4, s5, s6;
    float4 a = T.Load(int3(1, 2, 0), int2(1, 0), s0);
    float4 b = T.SampleLevel(S, float2(0.5, 0.5), 0.0, int2(0, 1), s1);
    float c = T.SampleCmpLevelZero(SC, float2(0.5, 0.5), 0.5, int2(0, 0), s2);
    float4 d = T.GatherRed(S, float2(0.5, 0.5), int2(1, 1), s3);
    float4 e = T.GatherCmp(SC, float2(0.5, 0.5), 0.5, int2(0, 0), s4);
    float4 f = MS.Load(int2(0, 0), 1, int2(0, 0), s5);
    float g = RW.Load(int2(3, 3), s6);
    R[0] = CheckAccessFullyMapped(s0) ? 1 : 0;
    R[1] = CheckAccessFullyMapped(s1) + CheckAccessFullyMapped(s2) * 2 + CheckAccessFullyMapped(s3) * 4;
    R[2] = CheckAccessFullyMapped(s4) + CheckAccessFullyMapped(s5) * 2 + CheckAccessFullyMapped(s6) * 4;
    R[3] = asuint(a.x + b.y + c + d.z + e.w + f.x + g);
}
