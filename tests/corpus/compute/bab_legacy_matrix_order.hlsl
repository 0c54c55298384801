// ARGS: -T cs_6_2 -E main -fspv-use-legacy-buffer-matrix-order
// -fspv-use-legacy-buffer-matrix-order: ByteAddressBuffer Load<T>/Store<T>
// read and write a matrix row by row (DXC's old SPIR-V order), unless it is
// declared column_major. In holds 1..6 in words 0..5.
//   m = Load<uint2x3>(0), rows (1 2 3) (4 5 6): m[0][1] = 2, m[1][0] = 4,
//       m[1][2] = 6 (column by column, without the flag, they would be 3, 2, 6)
//   c = Load<column_major uint2x3>(0), element (r, k) at word k * 2 + r:
//       c[0][1] = word 2 = 3, c[1][0] = word 1 = 2, c[1][2] = word 5 = 6
//   Store<uint2x3>(0, rows (10 20 30) (40 50 60)) writes 10 20 30 40 50 60
//   (column by column it would be 10 40 20 50 30 60)
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=u32 count=6 init="i + 1"
// BUFFER: binding=1 type=u32 count=6 expect="[2, 4, 6, 3, 2, 6]"
// BUFFER: binding=2 type=u32 count=6 expect="[10, 20, 30, 40, 50, 60]"
typedef column_major uint2x3 CM;
ByteAddressBuffer In : register(t0);
RWStructuredBuffer<uint> Out : register(u1);
RWByteAddressBuffer Out2 : register(u2);

[numthreads(1, 1, 1)]
void main() {
    uint2x3 m = In.Load<uint2x3>(0);
    Out[0] = m[0][1];
    Out[1] = m[1][0];
    Out[2] = m[1][2];
    CM c = In.Load<CM>(0);
    Out[3] = c[0][1];
    Out[4] = c[1][0];
    Out[5] = c[1][2];
    Out2.Store<uint2x3>(0, uint2x3(10, 20, 30, 40, 50, 60));
}
