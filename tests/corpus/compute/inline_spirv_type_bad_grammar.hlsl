// ARGS: -T cs_6_0 -E main
// SPIRV-ERROR: OSH5016
// WGSL-ERROR: OSH5202
// Inline SPIR-V types are checked against the SPIR-V grammar before they
// are written: OpTypeInt (21) takes two literals, so a type with one is
// refused (too few operands), never written as invalid SPIR-V.
using Int32 = vk::SpirvType</* OpTypeInt */ 21, 4, 4, vk::Literal<vk::integral_constant<uint, 32> > >;

[[vk::ext_instruction(/* OpBitcast */ 124)]] Int32 to_int(uint v);
[[vk::ext_instruction(/* OpBitcast */ 124)]] uint from_int(Int32 v);

RWStructuredBuffer<uint> o;
[numthreads(1, 1, 1)]
void main()
{
    o[0] = from_int(to_int(o[1]));
}
