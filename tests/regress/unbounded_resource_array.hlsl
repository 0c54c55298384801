// ARGS: -T ps_6_0 -E main
// Root cause: an unbounded resource array (Texture2D t[]) with
// NonUniformResourceIndex. SaschaWillems descriptorindexing.frag.
// Expected: -spirv emits OpTypeRuntimeArray of the image type, capability
// RuntimeDescriptorArray (core in Vulkan 1.2 / SPIR-V 1.5) and
// NonUniform decorations; -wgsl gives OSH5202 (no binding arrays).
// Was: OSH5002 "unbounded resource array 'textures' is not supported yet by
// the SPIR-V back end" — also from -fsyntax-only, which should not report a
// back-end limitation at all.
Texture2D textures[] : register(t1);
SamplerState smp : register(s0);

float4 main(nointerpolation int index : TEXINDEX, float2 uv : TEXCOORD0) : SV_Target
{
    return textures[NonUniformResourceIndex(index)].Sample(smp, uv);
}
