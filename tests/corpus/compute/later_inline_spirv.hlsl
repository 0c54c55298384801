// ARGS: -T cs_6_6 -E main
// An inline SPIR-V instruction whose [[vk::ext_literal]] parameter stands
// where the grammar wants an id: OpReadClockKHR's scope is an IdScope, so
// the module would be invalid; refused (OSH5016) instead of written. WGSL
// has no inline SPIR-V (OSH5202).
// SPIRV-ERROR: OSH5016
// WGSL-ERROR: OSH5202
[[vk::ext_capability(5055)]]
[[vk::ext_extension("SPV_KHR_shader_clock")]]
[[vk::ext_instruction(5056)]]
uint64_t ReadClock([[vk::ext_literal]] uint scope);
RWStructuredBuffer<uint> Out : register(u0);
[numthreads(1, 1, 1)]
void main()
{
    Out[0] = (uint)ReadClock(1);
}
