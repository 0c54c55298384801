// ARGS: -T cs_6_0 -E main
// TARGETS: spirv
// A capability asked for with [[vk::ext_capability]] brings the extension
// the SPIR-V grammar gives it when the module's SPIR-V does not have it in
// core: ShaderClockKHR (5055) needs SPV_KHR_shader_clock (in no version's
// core), which the shader did not name; without it the module would not
// validate.
RWStructuredBuffer<uint> o : register(u0);
[[vk::ext_capability(/* ShaderClockKHR */ 5055)]]
[numthreads(1, 1, 1)]
void main()
{
    o[0] = 1;
}
