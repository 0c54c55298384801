// ARGS: -T cs_6_0 -E main
// vk::ReadClock(scope) is OpReadClockKHR (SPV_KHR_shader_clock) with the
// vk::*Scope constants (Device 1, Subgroup 3). Not a run test: the runner
// does not enable VK_KHR_shader_clock. WGSL has no clock.
// WGSL-ERROR: OSH5202
RWStructuredBuffer<uint> O : register(u0);

[numthreads(1, 1, 1)]
void main() {
    uint64_t a = vk::ReadClock(vk::SubgroupScope);
    uint64_t b = vk::ReadClock(vk::SubgroupScope);
    O[0] = b >= a ? 1u : 0u;
    O[1] = vk::DeviceScope;
    O[2] = vk::SubgroupScope;
}
