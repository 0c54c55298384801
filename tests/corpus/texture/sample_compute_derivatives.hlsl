// ARGS: -T cs_6_6 -E main
// TARGETS: spirv
// Implicit-LOD sampling and the LOD query in a compute shader, as DXC emits
// them: numthreads(8, 8, 1) makes a quad derivative group, so Sample,
// SampleBias, SampleCmp and CalculateLevelOfDetail(Unclamped) keep their
// implicit derivatives (OpImageSample*ImplicitLod, OpImageQueryLod) with
// ComputeDerivativeGroupQuadsKHR and its execution mode (without a
// derivative group they sample level 0). WGSL samples level 0 instead.
Texture2D<float4> t : register(t0);
SamplerState s : register(s0);
SamplerComparisonState sc : register(s1);
RWStructuredBuffer<float4> o : register(u0);

[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float2 uv = (float2(id.xy) + 0.5) / 64.0;
    uint i = id.y * 8 + id.x;
    o[i] = t.Sample(s, uv) + t.SampleBias(s, uv, 0.5);
    o[i + 64] = float4(t.SampleCmp(sc, uv, 0.5), t.CalculateLevelOfDetail(s, uv),
                       t.CalculateLevelOfDetailUnclamped(s, uv), 0);
}
