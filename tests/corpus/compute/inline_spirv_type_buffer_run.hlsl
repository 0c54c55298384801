// ARGS: -T cs_6_0 -E main
// TARGETS: spirv
// DISPATCH: 1 1 1
// BUFFER: binding=0 count=4 init="(4*i + 1) | (4*i + 2) << 8 | (4*i + 3) << 16 | (4*i + 4) << 24"
// BUFFER: binding=1 count=16 expect="2 * (i + 1)"
// A sized vk::SpirvType in a buffer: StructuredBuffer<U8> of an 8-bit
// OpTypeInt (size 1, alignment 1) is an array with stride 1, read with
// StorageBuffer8BitAccess (declared because the type is used there). The
// four words hold the bytes 1..16 in order (little-endian), so thread i
// reads byte i + 1 and writes twice its value: out[i] = 2 (i + 1).
using U8 [[vk::ext_capability(/* Int8 */ 39)]] =
    vk::SpirvType</* OpTypeInt */ 21, 1, 1, vk::Literal<vk::integral_constant<uint, 8> >,
                  vk::Literal<vk::integral_constant<uint, 0> > >;

[[vk::ext_instruction(/* OpUConvert */ 113)]] uint widen(U8 v);

StructuredBuffer<U8> bytes : register(t0);
RWStructuredBuffer<uint> output : register(u1);

[numthreads(16, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    output[id.x] = 2 * widen(bytes[id.x]);
}
