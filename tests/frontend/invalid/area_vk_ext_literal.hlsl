// ARGS: -T cs_6_6 -E main
// A [[vk::ext_literal]] parameter needs a constant argument.
RWStructuredBuffer<uint> Out : register(u0);
[[vk::ext_instruction(/* OpReadClockKHR */ 5056, "SPV_KHR_shader_clock")]]
uint64_t clockAt([[vk::ext_literal]] uint scope);
uint helper(uint s) { return (uint)clockAt(s); }
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[0] = (uint)clockAt(id.x) + helper(3);
    Out[1] = (uint)vk::UnknownIntrinsic(3);
}
