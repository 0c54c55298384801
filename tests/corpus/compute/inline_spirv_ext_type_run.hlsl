// ARGS: -T cs_6_0 -E main
// TARGETS: spirv
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=u32 count=96 expect="[((i // 3 + 1) * 0x9E3779B9) % 2**32 if i % 3 == 0 else ((i // 3 + 1) * 0x9E3779B9) >> 32 if i % 3 == 1 else i // 3 for i in range(96)]"
// [[vk::ext_type_def]], vk::ext_type and vk::ext_result_id on lavapipe.
// The calls of def_u64 and def_u64x2 define vk::ext_type<0> as OpTypeInt
// 64 0 (literal operands) and vk::ext_type<1> as OpTypeVector of it
// (the type operand) with 2 components. Thread i (32 of them) multiplies
// i + 1 by 0x9E3779B9 in 64 bits, holds the product in an
// vk::ext_result_id, and writes its low word, its high word (a logical
// shift right by 32) and, through a two-component vector of (product, i)
// read back at literal index 1, i: out[3i] = (i + 1) * 0x9E3779B9 mod
// 2^32, out[3i + 1] = that product >> 32, out[3i + 2] = i.
[[vk::ext_type_def(/* id */ 0, /* OpTypeInt */ 21)]]
void def_u64([[vk::ext_literal]] uint width, [[vk::ext_literal]] uint signedness);
[[vk::ext_type_def(/* id */ 1, /* OpTypeVector */ 23)]]
void def_u64x2([[vk::ext_reference]] vk::ext_type<0> component, [[vk::ext_literal]] uint count);

[[vk::ext_instruction(/* OpUConvert */ 113)]] vk::ext_type<0> widen(uint v);
[[vk::ext_instruction(/* OpUConvert */ 113)]] uint narrow(vk::ext_type<0> v);
[[vk::ext_instruction(/* OpIMul */ 132)]] vk::ext_type<0> mul64(vk::ext_type<0> a, vk::ext_type<0> b);
[[vk::ext_instruction(/* OpShiftRightLogical */ 194)]] vk::ext_type<0> shr64(vk::ext_type<0> a, uint s);
[[vk::ext_instruction(/* OpCompositeConstruct */ 80)]] vk::ext_type<1> pair(vk::ext_type<0> a, vk::ext_type<0> b);
[[vk::ext_instruction(/* OpCompositeExtract */ 81)]] vk::ext_type<0> pick(vk::ext_type<1> v, [[vk::ext_literal]] uint index);

vk::ext_type<0> component_type;
RWStructuredBuffer<uint> output : register(u0);

[numthreads(32, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    def_u64(64, 0);
    def_u64x2(component_type, 2);
    uint i = id.x;
    vk::ext_result_id<vk::ext_type<0> > product = mul64(widen(i + 1), widen(0x9E3779B9u));
    output[3 * i] = narrow(product);
    output[3 * i + 1] = narrow(shr64(product, 32));
    output[3 * i + 2] = narrow(pick(pair(product, widen(i)), 1));
}
