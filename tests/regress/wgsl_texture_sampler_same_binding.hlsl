// ARGS: -T ps_6_0 -E main
// Root cause: t1 and s1 both map to @group(0) @binding(1) (the DXC register
// mapping; Vulkan code binds one combined image sampler there). WGSL forbids
// two module-scope resources on one binding. 13 of 117 shaders (every
// SaschaWillems pixel shader that samples a texture).
// Expected: -wgsl gives a module Tint accepts (e.g. move the sampler to a free
// binding and say so in reflection), or at least OSH5202 naming both
// resources. -spirv already passes (keep the SPIR-V mapping unchanged).
// Actual: Tint: "entry point 'main' references multiple variables that use the
// same resource binding '@group(0)', '@binding(1)'".
Texture2D tex : register(t1);
SamplerState smp : register(s1);

float4 main(float2 uv : TEXCOORD0) : SV_Target
{
    return tex.Sample(smp, uv);
}
