// ARGS: -T cs_6_0 -E main
// SPIRV-ERROR: OSH5016
// WGSL-ERROR: OSH5202
// Inline instructions are checked againstthe SPIR-V grammar: OpBitReverse
// (204) takes one id operand and has a result, so a second operand, a
// literal where the id goes, or a void function are refused, never written.
[[vk::ext_instruction(/* OpBitReverse */ 408)]]
uint two_operands(uint a, uint b);
RWStructuredBuffer<uint> o;
[numthreads(1, 1, 1)]
void main()
{
    o[0] = two_operands(o[1], o[2]);
}
