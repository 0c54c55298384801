// ARGS: -T cs_6_0 -E main -HV 2021
// TARGETS: spirv
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=u32 name=U init=[0xFFFFFFFF, 3000000000, 7, 0]
// BUFFER: binding=1 type=i32 name=N init=[-7, 100, -2147483648, 1]
// BUFFER: binding=2 type=f32 name=F init=[1.5, 2.75, 100.25, 7.0]
// BUFFER: binding=3 type=f32 count=8 expect=[4294967296.0, 3000000000.0, 7.0, 0.0, -7.0, 100.0, -2147483648.0, 1.0]
// BUFFER: binding=4 type=i32 count=16 expect=[1, 2, 100, 7, -1, -2, -100, -7, -3, 50, -1073741824, 0, 7, -100, -2147483648, -1]
// BUFFER: binding=5 type=u32 count=16 expect=[0xFFFFFFF9, 100, 0x80000000, 1, 0x7FFFFFFF, 1500000000, 3, 0, 0, 49, 0, 10000, 0x40000000, 0, 0, 1]
// BUFFER: binding=6 type=f32 count=4 expect=[2.25, 7.5625, 10050.0625, 49.0]
// The built-in <vk/opcode_selector.h> (no -I): every value goes through
// vk::util::ConversionSelector<S, D>::Convert<R> or
// vk::util::ArithmeticSelector<C>, one SPIR-V instruction each, and the
// expected values are worked out by hand from the SPIR-V rules:
//   binding 3: OpConvertUToF of U (0xFFFFFFFF rounds to 2^32 in float),
//              OpConvertSToF of N
//   binding 4: OpConvertFToU of F (truncates), OpConvertFToS of -F, OpSDiv
//              of N by 2 (rounds toward zero: -7 / 2 = -3), OpSNegate of N
//              (-(-2^31) wraps to itself)
//   binding 5: OpBitcast of N to uint, OpUDiv of U by 2 (unsigned: an SDiv
//              would give 0 for 0xFFFFFFFF), then for each N the square of
//              its OpSConvert to int64_t (OpIMul), as (high word, low word):
//              49, 10000, 2^62, 1
//   binding 6: F to double (OpFConvert), squared with OpFMul, back to float
#include <vk/opcode_selector.h>

RWStructuredBuffer<uint> U : register(u0);
RWStructuredBuffer<int> N : register(u1);
RWStructuredBuffer<float> F : register(u2);
RWStructuredBuffer<float> to_float : register(u3);
RWStructuredBuffer<int> to_int : register(u4);
RWStructuredBuffer<uint> to_uint : register(u5);
RWStructuredBuffer<float> squares : register(u6);

using namespace vk::util;

[numthreads(1, 1, 1)]
void main()
{
    for (uint i = 0; i < 4; i++) {
        to_float[i] = ConversionSelector<uint32_t, float>::Convert<float>(U[i]);
        to_float[4 + i] = ConversionSelector<int32_t, float>::template Convert<float>(N[i]);
        to_int[i] = (int)ConversionSelector<float, uint32_t>::Convert<uint>(F[i]);
        to_int[4 + i] = ConversionSelector<float, int32_t>::Convert<int>(-F[i]);
        to_int[8 + i] = ArithmeticSelector<int32_t>::Div(N[i], 2);
        to_int[12 + i] = ArithmeticSelector<int32_t>::Negate(N[i]);
        to_uint[i] = ConversionSelector<int32_t, uint32_t>::Convert<uint>(N[i]);
        to_uint[4 + i] = ArithmeticSelector<uint32_t>::Div(U[i], 2u);
        int64_t wide = ConversionSelector<int32_t, int64_t>::Convert<int64_t>(N[i]);
        uint64_t square = ConversionSelector<int64_t, uint64_t>::Convert<uint64_t>(ArithmeticSelector<int64_t>::Mul(wide, wide));
        to_uint[8 + 2 * i] = ConversionSelector<uint64_t, uint32_t>::Convert<uint>(square >> 32);
        to_uint[9 + 2 * i] = ConversionSelector<uint64_t, uint32_t>::Convert<uint>(square);
        double d = ConversionSelector<float, double>::Convert<double>(F[i]);
        squares[i] = ConversionSelector<double, float>::Convert<float>(ArithmeticSelector<double>::Mul(d, d));
    }
}
