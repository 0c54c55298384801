// ARGS: -T ps_6_0 -E main
// Root cause: a swizzle that replicates a scalar (f.xxx) is lowered as if the
// scalar were a vector. Seen in 3 of the SaschaWillems pixel shaders.
// Expected: compiles; SPIR-V passes spirv-val; WGSL is valid (vec3<f32>(f)).
// Actual (ce1d736): -spirv gives OSH0600 "store: value type is not the pointee
// type" when assigned to a float3 local, or OpCompositeExtract %float %x 0 0
// (spirv-val: "Reached non-composite type") when used in an expression;
// -wgsl gives OSH0002 "WGSL: extract from a non-composite".
float4 main(float f : TEXCOORD0) : SV_Target
{
    float3 a = f.xxx;
    return float4(a + f.rrr, f.x);
}
