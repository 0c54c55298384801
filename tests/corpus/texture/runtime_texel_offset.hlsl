// ARGS: -T ps_6_0 -E main
// A texel offset that is a run-time value (a stage input) on SampleLevel and
// Load (DXC tests texture.load, texture.sample-level, texture.sample-cmp):
// DXC emits the Offset operand, but Vulkan's VUID-StandaloneSpirv-Offset-04663
// allows Offset only on OpImage*Gather (spirv-val 2023.1 rejects it), so both
// are errors at the offset argument. An offset that is constant only after
// inlining is fine (compute/texture_offset_folded).
// SPIRV-ERROR: OSH0510
// WGSL-ERROR: OSH5202
Texture2D<float4> t : register(t0);
SamplerState s : register(s0);

float4 main(float2 uv : TEXCOORD0, int2 off : OFFSET) : SV_Target
{
    return t.SampleLevel(s, uv, 0, off) + t.Load(int3(0, 0, 0), off);
}
