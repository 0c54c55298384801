// ARGS: -T cs_6_0 -E main
// TARGETS: spirv
// DISPATCH: 2 1 1
// BUFFER: binding=0 type=u32 count=128 expect="[(37 * i + 200) % 256 if i < 64 else 3 * (i - 64) ** 2 + 7 for i in range(128)]"
// Inline SPIR-V types on lavapipe. u8 is vk::SpirvType's OpTypeInt 8 0
// (size 1, alignment 1; Int8 from the alias's [[vk::ext_capability]]):
// thread i (64 of them) converts 37 i and 200 to it, adds them there and
// converts back, so out[i] = (37 i + 200) mod 256 (the 8-bit addition
// wraps). Arr4 is vk::SpirvOpaqueType's OpTypeArray of uint with length
// vk::integral_constant<uint, 4> (an OpConstant operand): built with
// OpCompositeConstruct from (i, i + 1, i * i, 7), kept in a local of that
// type, and read with OpCompositeExtract at literal indices 2 and 3:
// out[64 + i] = 3 i^2 + 7.
using u8 [[vk::ext_capability(/* Int8 */ 39)]] =
    vk::SpirvType</* OpTypeInt */ 21, /* size */ 1, /* alignment */ 1,
                  vk::Literal<vk::integral_constant<uint, 8> >,
                  vk::Literal<vk::integral_constant<bool, false> > >;

typedef vk::SpirvOpaqueType</* OpTypeArray */ 28, uint, vk::integral_constant<uint, 4> > Arr4;

[[vk::ext_instruction(/* OpUConvert */ 113)]] u8 to_u8(uint v);
[[vk::ext_instruction(/* OpUConvert */ 113)]] uint from_u8(u8 v);
[[vk::ext_instruction(/* OpIAdd */ 128)]] u8 add_u8(u8 a, u8 b);
[[vk::ext_instruction(/* OpCompositeConstruct */ 80)]] Arr4 make4(uint a, uint b, uint c, uint d);
[[vk::ext_instruction(/* OpCompositeExtract */ 81)]] uint pick(Arr4 a, [[vk::ext_literal]] uint index);

RWStructuredBuffer<uint> output : register(u0);

[numthreads(32, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint i = id.x;
    u8 sum = add_u8(to_u8(37 * i), to_u8(200));
    output[i] = from_u8(sum);
    Arr4 a = make4(i, i + 1, i * i, 7);
    output[64 + i] = 3 * pick(a, 2) + pick(a, 3);
}
