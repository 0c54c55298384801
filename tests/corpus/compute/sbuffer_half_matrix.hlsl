// ARGS: -T cs_6_2 -E main -enable-16bit-types
// A structured buffer of half matrices: std430 gives a column-major half2x3
// three columns of half2, 4 bytes apart (MatrixStride 4, element stride 12),
// and a row_major one two rows of half3, 8 bytes apart (element stride 16).
// The matrix has rows (1 2 3) and (4 5 6).
//   C[0], column-major: words (1, 4) (2, 5) (3, 6), each (low, high)
//   R[0], row_major: row (1 2 3) in words 0-1 (the 4th half is padding,
//   left as the host's 0), row (4 5 6) in words 2-3
//   Out[0] = C[0][1][2] + R[0][0][1] = 6 + 2 = 8
// DISPATCH: 1 1 1
// BUFFER: binding=0 count=3 expect="[pack2x16(f16bits(1.0), f16bits(4.0)), pack2x16(f16bits(2.0), f16bits(5.0)), pack2x16(f16bits(3.0), f16bits(6.0))]"
// BUFFER: binding=1 count=4 expect="[pack2x16(f16bits(1.0), f16bits(2.0)), pack2x16(f16bits(3.0), 0), pack2x16(f16bits(4.0), f16bits(5.0)), pack2x16(f16bits(6.0), 0)]"
// BUFFER: binding=2 type=f32 count=1 expect="[8.0]"
RWStructuredBuffer<half2x3> C : register(u0);
RWStructuredBuffer<row_major half2x3> R : register(u1);
RWStructuredBuffer<float> Out : register(u2);

[numthreads(1, 1, 1)]
void main() {
    half2x3 m = half2x3(1, 2, 3, 4, 5, 6);
    C[0] = m;
    R[0] = m;
    Out[0] = (float)(C[0][1][2] + R[0][0][1]);
}
