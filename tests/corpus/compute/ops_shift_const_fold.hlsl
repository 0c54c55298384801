// ARGS: -T cs_6_0 -E main
// Shifts whose operands are constants are folded by the front end; the count
// is masked to the width of the type as at run time (HLSL: count & 31 for
// 32-bit types, & 63 for 64-bit ones). Worked by hand:
//   int(-1) << 255   = -1 << 31        = 0x80000000
//   int(7) << int(-8) = 7 << 24         = 0x07000000
//   int(1000000007) >> int(-8) = >> 24  = 59
//   33u << 32        = 33 << 0          = 33
//   0x80000000u >> 33 = >> 1            = 0x40000000
//   int(-16) >> 36   = -16 >> 4 (arith) = -1 -> 0xFFFFFFFF
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=u32 count=6 expect=[0x80000000, 0x07000000, 59, 33, 0x40000000, 0xFFFFFFFF]
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(1, 1, 1)]
void main() {
    Out[0] = (uint)(int(-1) << 255);
    Out[1] = (uint)(int(7) << int(-8));
    Out[2] = (uint)(int(1000000007) >> int(-8));
    Out[3] = 33u << 32;
    Out[4] = 0x80000000u >> 33;
    Out[5] = (uint)(int(-16) >> 36);
}
