// ARGS: -T ps_6_0 -E main
// WGSL-ERROR: OSH5202
// t1 and s1 both map to binding 1 (DXC's register mapping; Vulkan binds a
// combined image sampler there). WGSL forbids two resources on one binding
// and the bindings are Vulkan's, so the WGSL target names both and says how
// to separate them; SPIR-V is unchanged.
Texture2D tex : register(t1);
SamplerState smp : register(s1);

float4 main(float2 uv : TEXCOORD0) : SV_Target
{
    return tex.Sample(smp, uv);
}
