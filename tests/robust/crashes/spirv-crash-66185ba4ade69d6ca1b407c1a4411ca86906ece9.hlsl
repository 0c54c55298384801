// ARGS: -T ps_6_0 -E main -fspv-target-env=vulkan1.3
// TARGETS: spirv
// SPIRV-VAL: --target-env vulkan1.3
// -fspv-target-env=vulkan1.3 is SPIR-V 1.6, as DXC emits (validated for
// Vulkan 1.3: the later --target-env wins). discard demotes to a helper
// invocation (OpDemoteToHelperInvocation), as DXC does from vulkan1.3 on.
Texture2D<float4> tex : register(t0);
SamplerState samp : register(s0);

float4 main(float2 uv : TEXCOORD0) : SV_Target
{
    float4 c = tex.Sample(samp, uv);
    if (c.a < 0.5)
        discard;
    return c;
}
