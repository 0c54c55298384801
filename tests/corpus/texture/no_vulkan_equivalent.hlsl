// ARGS: -T ps_6_0 -E main
// Intrinsics with no Vulkan equivalent (DXC refuses them too): a shader
// cannot read the render target's sample count or positions, and
// OpImageDrefGather compares only the first component.
// EXPECT-ERROR: OSH0521
Texture2D<float4> T : register(t0);
SamplerComparisonState S : register(s0);

float4 main(float2 uv : TEXCOORD0) : SV_Target
{
    float4 r = T.GatherCmpGreen(S, uv, 0.5);
    r.xy += GetRenderTargetSamplePosition(1);
    r.z += GetRenderTargetSampleCount();
    return r;
}
