// ARGS: -T cs_6_0 -E main
// TARGETS: spirv
// DISPATCH: 2 1 1
// BUFFER: binding=0 type=u32 count=32 expect="[[0, 0x80000000, 0x40000000, 0xC0000000, 0x20000000, 0xA0000000, 0x60000000, 0xE0000000][i // 4] if i % 4 == 0 else f2u(abs(i // 4 - 5)) if i % 4 == 1 else 211 if i % 4 == 2 else (i // 4) * 7 + 1 for i in range(32)]"
// Inline SPIR-V on lavapipe: a core instruction (OpBitReverse, 204), an
// extended one (GLSL.std.450's FAbs, 4), an OpStore (62) through an
// [[vk::ext_reference]] parameter into the buffer with an
// [[vk::ext_literal]] memory-operands word (None), and the NumWorkgroups
// built-in read through [[vk::ext_builtin_input]]. Thread i (8 of them)
// writes out[4i] = bitreverse(i), out[4i+1] = |i - 5| as float bits,
// out[4i+2] = 100 x + 10 y + z of the dispatch (2, 1, 1) = 211 and
// out[4i+3] = 7i + 1; the bit reversals are worked out by hand.
[[vk::ext_instruction(/* OpBitReverse */ 204)]]
uint bit_reverse(uint v);

[[vk::ext_instruction(/* FAbs */ 4, "GLSL.std.450")]]
float fabs_ext(float v);

[[vk::ext_instruction(/* OpStore */ 62)]]
void store_word([[vk::ext_reference]] uint p, uint v, [[vk::ext_literal]] uint memory_operands);

[[vk::ext_builtin_input(/* NumWorkgroups */ 24)]]
static const uint3 gl_NumWorkGroups;

RWStructuredBuffer<uint> output : register(u0);

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint i = id.x;
    output[4 * i] = bit_reverse(i);
    output[4 * i + 1] = asuint(fabs_ext(float(i) - 5.0));
    output[4 * i + 2] = gl_NumWorkGroups.x * 100 + gl_NumWorkGroups.y * 10 + gl_NumWorkGroups.z;
    store_word(output[4 * i + 3], 7 * i + 1, /* None */ 0);
}
