// ARGS: -T cs_6_0 -E main
// SPIRV-ERROR: OSH0595
// WGSL-ERROR: OSH5202
// A global of a type without a size (vk::SpirvOpaqueType) cannot be a
// $Globals member; without [[vk::ext_storage_class]] saying where it lives
// its use is refused.
using Arr2 = vk::SpirvOpaqueType</* OpTypeArray */ 28, uint, vk::integral_constant<uint, 2> >;
[[vk::ext_instruction(/* OpCompositeExtract */ 81)]] uint first(Arr2 a, [[vk::ext_literal]] uint index);

Arr2 pair;
RWStructuredBuffer<uint> o;
[numthreads(1, 1, 1)]
void main()
{
    o[0] = first(pair, 0);
}
