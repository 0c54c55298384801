// ARGS: -T cs_6_0 -E main
// SPIRV-ERROR: OSH5016
// WGSL-ERROR: OSH5202
// The opcode of vk::SpirvOpaqueType must declare a type: OpLoad (61) has
// a result type and does not, so it is refused.
using NotAType = vk::SpirvOpaqueType</* OpLoad */ 61, uint>;

[[vk::ext_instruction(/* OpCopyObject */ 83)]] NotAType copy(uint v);
[[vk::ext_instruction(/* OpCopyObject */ 83)]] uint back(NotAType v);

RWStructuredBuffer<uint> o;
[numthreads(1, 1, 1)]
void main()
{
    o[0] = back(copy(o[1]));
}
