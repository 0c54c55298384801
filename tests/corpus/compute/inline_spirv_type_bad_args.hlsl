// ARGS: -T cs_6_0 -E main
// EXPECT-ERROR: OSH0211
// The operands of vk::SpirvType are types (a constant is written
// vk::integral_constant<T, v>, a literal vk::Literal<...>), its alignment a
// power of two, and vk::integral_constant takes an integer or bool type.
using A = vk::SpirvType</* OpTypeInt */ 21, 4, 4, 32, 0>;
using B = vk::SpirvType</* OpTypeInt */ 21, 4, 3, vk::Literal<vk::integral_constant<uint, 32> >,
                        vk::Literal<vk::integral_constant<uint, 0> > >;
using C = vk::SpirvOpaqueType</* OpTypeArray */ 28, uint, vk::integral_constant<float, 2> >;
using D = vk::SpirvOpaqueType</* OpTypeArray */ 28, uint, vk::Literal<uint> >;

RWStructuredBuffer<uint> o;
[numthreads(1, 1, 1)]
void main()
{
    o[0] = 1;
}
