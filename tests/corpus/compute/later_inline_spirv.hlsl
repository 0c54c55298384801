// ARGS: -T cs_6_6 -E main
// Inline SPIR-V functions ([[vk::ext_instruction]] with [[vk::ext_literal]]
// parameters, [[vk::ext_capability]], [[vk::ext_extension]]) are parsed and
// type-checked; lowering does not emit them yet, and says so (it said
// "declared but never defined" before).
// SPIRV-ERROR: OSH0544
// WGSL-ERROR: OSH0544
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
