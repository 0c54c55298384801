// ARGS: -T ps_6_0 -E main
// Root cause: same family as scalar_swizzle_replicate.hlsl, other path: a
// replicating swizzle of a scalar used directly as an operand (SaschaWillems
// base/textoverlay.frag: `float4(color.xxx, 1.0)`).
// Expected: SPIR-V passes spirv-val (OpCompositeConstruct %v3float %c %c %c);
// WGSL vec3<f32>(c).
// Actual: -spirv emits `OpCompositeExtract %float %x 0 0` on a float
// (spirv-val: "Reached non-composite type while indexes still remain to be
// traversed"); -wgsl OSH0002 "WGSL: extract from a non-composite".
Texture2D tex : register(t0);
SamplerState smp : register(s0);

float4 main(float2 uv : TEXCOORD0) : SV_Target
{
    float c = tex.Sample(smp, uv).r;
    return float4(c.xxx, 1.0);
}
