// ARGS: -T cs_6_0 -E main -fspv-target-env=vulkan1.1
// SPIR-V 1.3 has no PhysicalStorageBuffer in its core: the module declares
// SPV_KHR_physical_storage_buffer (core from SPIR-V 1.5).
// WGSL-ERROR: OSH5202
struct P { uint64_t address; };
[[vk::push_constant]] P pc;
RWStructuredBuffer<uint> Out : register(u0);
[numthreads(1, 1, 1)]
void main()
{
    Out[0] = vk::RawBufferLoad<uint>(pc.address);
    vk::RawBufferStore<uint>(pc.address + 4, Out[1]);
}
