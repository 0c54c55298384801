// ARGS: -T ps_6_0 -E main
// TARGETS: spirv
// [[vk::ext_decorate]] where DXC puts it beyond variables: on an entry
// point (its return value's stage variable: Location 2 here, so that
// variable takes no number of its own), on an entry parameter (its stage
// variable: UserSemantic by ext_decorate_string) and on struct members
// (OpMemberDecorate of the struct type: S's Offsets, which make it usable
// through a PhysicalStorageBuffer pointer, a vk::SpirvOpaqueType here).
struct S {
    [[vk::ext_decorate(/* Offset */ 35, 0)]] float4 f1;
    [[vk::ext_decorate(/* Offset */ 35, 16)]] float4 f2;
};
using SPtr = vk::SpirvOpaqueType</* OpTypePointer */ 32,
    vk::Literal<vk::integral_constant<uint, /* PhysicalStorageBuffer */ 5349> >, S>;

[[vk::ext_instruction(/* OpBitcast */ 124)]] SPtr to_pointer(uint64_t address);
[[vk::ext_instruction(/* OpLoad */ 61)]]
S load_s(SPtr p, [[vk::ext_literal]] uint aligned_mask, [[vk::ext_literal]] uint alignment);

uint64_t address;

[[vk::ext_decorate(/* Location */ 30, 2)]]
float4 main([[vk::ext_decorate_string(/* UserSemantic */ 5635, "interpolated uv")]] float2 uv : TEXCOORD0)
    : SV_Target
{
    S s = load_s(to_pointer(address), /* Aligned */ 4, 16);
    return s.f2 * uv.x + s.f1;
}
