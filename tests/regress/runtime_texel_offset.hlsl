// ARGS: -T ps_6_0 -E main
// Root cause: a texel offset that is not a constant expression on Load,
// SampleLevel, SampleCmp (3 DXC tests: texture.load, texture.sample-level,
// texture.sample-cmp). DXC accepts it and emits the `Offset` image operand
// (capability ImageGatherExtended).
// Note: Vulkan's validation rule VUID-StandaloneSpirv-Offset-04663 allows a
// non-constant Offset only on OpImage*Gather, so rejecting may be the right
// call; if so the spec should say so and the diagnostic stays. Decide in
// sema/builtins; expected per DXC: accepted.
// Actual: OSH0510 "the texel offset of 'SampleLevel' must be a constant
// expression (only Gather takes run-time offsets)".
Texture2D<float4> t : register(t0);
SamplerState s : register(s0);

float4 main(float2 uv : TEXCOORD0, int2 off : OFFSET) : SV_Target
{
    return t.SampleLevel(s, uv, 0, off) + t.Load(int3(0, 0, 0), off);
}
