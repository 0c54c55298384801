// ARGS: -T ps_6_0 -E main
// Two stencil_ref modes for one face: DXC refuses them
// (vk.early-and-lates-tests.stencil-ref-error-back.hlsl).
// EXPECT-ERROR: OSH0217
[[vk::early_and_late_tests]]
[[vk::stencil_ref_less_equal_back]]
[[vk::stencil_ref_greater_equal_back]]
void main() {}
