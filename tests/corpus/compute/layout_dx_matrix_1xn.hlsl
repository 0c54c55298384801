// ARGS: -T cs_6_0 -E main -fvk-use-dx-layout
// -fvk-use-dx-layout: FXC gives each vector of a matrix's storage majorness
// its own 16-byte register, also a one-scalar vector. In the cbuffer:
//   a                      0            (word 0)
//   float1x2 m             16 and 32    (2 columns, one float each; size 20)
//   b                      36           (after m's unpadded last register)
//   row_major float3x1 r   48, 64, 80   (3 rows, one float each)
//   float1x3 x[2]          96 (stride 48: 36 rounded up to 16): x[0] at
//                          96, 112, 128; x[1] at 144, 160, 176
//   c                      180          (word 45)
// The tbuffer uses FXC's cbuffer packing too (DXC's FxcCTBuffer rule):
// ta 0, tb 4 (fits row 0), where std430 would put tb at 8.
// Cbuffer word i holds 1000 + i, tbuffer word i 3000 + i, so each read gives
// its word index.
// SPIRV-VAL: --scalar-block-layout
// DISPATCH: 1 1 1
// BUFFER: binding=0 kind=uniform type=f32 count=48 init="1000 + i"
// BUFFER: binding=1 type=f32 count=4 init="3000 + i"
// BUFFER: binding=2 type=f32 count=17 expect="[1000 + w for w in [0, 4, 8, 8, 9, 12, 16, 20, 20, 36, 40, 44, 44, 45]] + [3000, 3001, 3002]"
cbuffer CB : register(b0) {
    float a;
    float1x2 m;
    float b;
    row_major float3x1 r;
    float1x3 x[2];
    float c;
};
tbuffer TB : register(t1) {
    float ta;
    float2 tb;
};
RWStructuredBuffer<float> Out : register(u2);

[numthreads(1, 1, 1)]
void main(uint gi : SV_GroupIndex) {
    Out[0] = a;
    float2 mv = m;
    Out[1] = mv.x; Out[2] = mv.y;
    Out[3] = m[0][1];
    Out[4] = b;
    float3x1 rv = r;
    Out[5] = rv._m00; Out[6] = rv._m10; Out[7] = rv._m20;
    Out[8] = r[gi + 2][0];
    float1x3 x1 = x[1];
    Out[9] = x1._m00; Out[10] = x1._m01; Out[11] = x1._m02;
    Out[12] = x[gi + 1]._m02;
    Out[13] = c;
    Out[14] = ta;
    Out[15] = tb.x; Out[16] = tb.y;
}
