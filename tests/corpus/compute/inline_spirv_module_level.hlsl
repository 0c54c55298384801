// ARGS: -T cs_6_0 -E main
// SPIRV-ERROR: OSH5016
// WGSL-ERROR: OSH5202
// An inline instruction is written where it is called, in a function: one
// that declares module-level data (OpConstant, 43, here; types, decorations
// and the module's declarations alike) would be invalid there, so it is
// refused rather than written (DXC moves it; a vk::SpirvType or a plain
// constant says the same).
[[vk::ext_instruction(/* OpConstant */ 43)]] uint make_constant([[vk::ext_literal]] uint v);

RWStructuredBuffer<uint> o;
[numthreads(1, 1, 1)]
void main()
{
    o[0] = make_constant(42);
}
