// ARGS: -T cs_6_2 -E main -enable-16bit-types
// TARGETS: spirv
// asuint16 (numeric16_only) of a literal takes it as a 16-bit value, as DXC
// does (FidelityFX FSR2's FFX_TO_UINT16(1) in its 16-bit permutations; it was
// "no matching overload", OSH0351). Out[0] = asuint16(1) = 1; Out[1] =
// asuint16(2.0) = 0x4000 = 16384 (half 2.0's bits); Out[2] = asint16(-3)
// widened = 0xfffd as a uint16 = 65533. SPIR-V only: WGSL has no 16-bit
// integers (at -O0 the values stay 16-bit, OSH5202).
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=u32 count=3 expect="[1, 16384, 65533]"
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(1, 1, 1)]
void main()
{
    Out[0] = asuint16(1);
    Out[1] = asuint16(2.0);
    Out[2] = asuint16(asint16(-3));
}
