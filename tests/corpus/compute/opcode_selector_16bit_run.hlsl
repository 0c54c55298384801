// ARGS: -T cs_6_2 -E main -HV 2021 -enable-16bit-types
// TARGETS: spirv
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=u32 name=U init=[0x10007, 0x20400, 0x3000F, 0x503E8]
// BUFFER: binding=1 type=u32 name=W init=[0x1FFF9, 5, 0x8000, 0x7FFF]
// BUFFER: binding=2 type=f32 count=8 expect=[7.0, 1024.0, 15.0, 1000.0, 14.0, 2048.0, 30.0, 2000.0]
// BUFFER: binding=3 type=i32 count=4 expect=[7, -5, -32768, -32767]
// The 16-bit half of the built-in <vk/opcode_selector.h>, which exists only
// with -enable-16bit-types. Worked out by hand:
//   binding 2: U narrowed to uint16_t (OpUConvert keeps the low 16 bits:
//              7, 1024, 15, 1000), to half (OpConvertUToF), to float
//              (OpFConvert); then each half doubled with OpFAdd. Every value
//              is exact in half: lavapipe keeps halves in float precision
//              (2049 came back as 2049, not half's 2048), so a rounding
//              check here would test the driver, not the compiler
//   binding 3: W narrowed to uint16_t, reinterpreted as int16_t (OpBitcast:
//              -7, 5, -32768, 32767), negated (OpSNegate: -(-32768) wraps to
//              itself), widened to int (OpSConvert keeps the sign)
#include <vk/opcode_selector.h>

RWStructuredBuffer<uint> U : register(u0);
RWStructuredBuffer<uint> W : register(u1);
RWStructuredBuffer<float> halves : register(u2);
RWStructuredBuffer<int> shorts : register(u3);

using namespace vk::util;

[numthreads(1, 1, 1)]
void main()
{
    for (uint i = 0; i < 4; i++) {
        uint16_t u = ConversionSelector<uint32_t, uint16_t>::Convert<uint16_t>(U[i]);
        half h = ConversionSelector<uint16_t, half>::Convert<half>(u);
        halves[i] = ConversionSelector<half, float>::Convert<float>(h);
        halves[4 + i] = ConversionSelector<half, float>::Convert<float>(ArithmeticSelector<half>::Add(h, h));
        int16_t s = ConversionSelector<uint16_t, int16_t>::Convert<int16_t>(
            ConversionSelector<uint32_t, uint16_t>::Convert<uint16_t>(W[i]));
        shorts[i] = ConversionSelector<int16_t, int32_t>::Convert<int>(ArithmeticSelector<int16_t>::Negate(s));
    }
}
