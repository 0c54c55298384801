// ARGS: -T cs_6_0 -E main
// SPIRV-ERROR: OSH0593
// WGSL-ERROR: OSH5202
// An execution mode the SPIR-V grammar does not have (DXC: "Invalid
// execution mode operand").
RWStructuredBuffer<uint> o;
[numthreads(1, 1, 1)]
void main()
{
    vk::ext_execution_mode(999999);
    o[0] = 1;
}
