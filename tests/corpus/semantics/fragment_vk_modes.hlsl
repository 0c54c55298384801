// ARGS: -T ps_6_0 -E main
// WGSL-ERROR: OSH0528
// The [[vk::...]] fragment execution modes, as DXC emits them
// (attribute.postdepthcoverage.ps.hlsl, vk.early-and-lates-tests*.hlsl):
// PostDepthCoverage (SampleMaskPostDepthCoverage, SPV_KHR_post_depth_coverage),
// EarlyAndLateFragmentTestsAMD (SPV_AMD_shader_early_and_late_fragment_tests),
// DepthUnchanged, StencilRef*AMD (StencilExportEXT, SPV_EXT_shader_stencil_export).
// WGSL has no post-depth coverage: refused there (the others are hints).
[[vk::post_depth_coverage]]
[[vk::early_and_late_tests]]
[[vk::depth_unchanged]]
[[vk::stencil_ref_unchanged_front]]
[[vk::stencil_ref_less_equal_back]]
float4 main(float4 p : SV_Position, out float depth : SV_Depth, out uint stencil : SV_StencilRef) : SV_Target
{
    depth = p.z;
    stencil = 1;
    return 1.0;
}
