// ARGS: -T cs_6_0 -E main
// TARGETS: spirv
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=u32 count=2 expect="[f2u(1.5), f2u(-2.0)]"
// A function template declared with an inline SPIR-V instruction, as DXC's
// tests write bit casts (OpBitcast, 124): the attribute between `template<>`
// and the declaration is the template's, and each instance is the
// instruction with its own types. out = the bits of 1.5 and of -2.0.
template<class T, class U>
[[vk::ext_instruction(/* OpBitcast */ 124)]]
T bit_cast(U value);

RWStructuredBuffer<uint> output : register(u0);

[numthreads(1, 1, 1)]
void main()
{
    output[0] = bit_cast<uint>(1.5f);
    output[1] = bit_cast<uint, float>(-2.0f);
}
