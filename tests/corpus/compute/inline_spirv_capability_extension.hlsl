// ARGS: -T cs_6_0 -E main
// TARGETS: spirv
// A capability asked for with [[vk::ext_capability]] brings the extension
// the SPIR-V grammar gives it when the module's SPIR-V (1.5 here) does not
// have it in core: WorkgroupMemoryExplicitLayoutKHR (4428) needs
// SPV_KHR_workgroup_memory_explicit_layout, which the shader did not name;
// without it the module would not validate.
RWStructuredBuffer<uint> o : register(u0);
[[vk::ext_capability(/* WorkgroupMemoryExplicitLayoutKHR */ 4428)]]
[numthreads(1, 1, 1)]
void main()
{
    o[0] = 1;
}
