// ARGS: -T cs_6_0 -E main -fspv-extension=SPV_KHR_storage_buffer_storage_class
// [[vk::ext_capability(N)]] and [[vk::ext_extension("name")]] on a global
// and on a function the entry point calls: the module declares Int64 (11)
// and Int16 (22), SPV_KHR_shader_clock and SPV_KHR_16bit_storage, as DXC
// (inline-spirv/spv.inline.capability.hlsl). They were accepted and left
// out before. The shader's own extensions are declared whatever
// -fspv-extension allows, as DXC. A function nobody calls adds nothing.
[[vk::ext_capability(11)]] [[vk::ext_extension("SPV_KHR_shader_clock")]]
static uint counter_base = 3;

[[vk::ext_capability(22)]] [[vk::ext_extension("SPV_KHR_16bit_storage")]]
uint twice(uint x) { return x * 2; }

[[vk::ext_capability(4427)]] [[vk::ext_extension("SPV_KHR_shader_draw_parameters")]]
uint unused(uint x) { return x + 1; }

RWStructuredBuffer<uint> Out : register(u0);

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    Out[id.x] = twice(id.x + counter_base);
}
