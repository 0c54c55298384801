// ARGS: -T cs_6_6 -E main
// [[vk::ext_literal]] parameters take constant arguments; vk:: intrinsics
// with template arguments.
RWStructuredBuffer<uint> Out : register(u0);
[[vk::ext_instruction(/* OpBitFieldUExtract */ 203)]]
uint extract(uint base, uint offset, uint count);
[[vk::ext_capability(/* Int64 */ 11)]]
[[vk::ext_instruction(/* OpReadClockKHR */ 5056, "SPV_KHR_shader_clock")]]
uint64_t clockAt([[vk::ext_literal]] uint scope);
static const uint kScope = 3;
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[0] = extract(id.x, 2, 4) + (uint)clockAt(3) + (uint)clockAt(kScope) + (uint)clockAt(1 + 2);
    uint64_t v = vk::RawBufferLoad<uint64_t>(16);
    vk::RawBufferStore<uint>(32, 1u);
    Out[2] = (uint)v + (uint)vk::ReadClock(3);
}
