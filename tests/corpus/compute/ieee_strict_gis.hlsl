// ARGS: -T cs_6_0 -E main -Gis
// TARGETS: spirv
// -Gis: SignedZeroInfNanPreserve 32 on the entry point and NoContraction on
// every arithmetic instruction (no fma). IEEE 754 values, by hand:
//   In = [-2, 3, inf, 1, -0]; z = In[i] * 0 + In[4] (-0, read at run time):
//   -2 * 0 = -0, -0 + -0 = -0 (0x80000000); 3 * 0 = +0, +0 + -0 = +0 (0);
//   inf * 0 = NaN (tested with x != x: 1); 1 * 0 + -0 = +0 (0)
// Out[i] = asuint(z), except the NaN lane, which writes 1 when z != z.
// SPIR-V only: WGSL has no such mode (Dawn on lavapipe folds x * 0 to 0:
// 3 * 0 + -0 gives -0 there, and inf * 0 no NaN).
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=f32 init="[-2.0, 3.0, inf, 1.0, -0.0]"
// BUFFER: binding=1 type=u32 count=4 expect="[2147483648, 0, 1, 0]"
StructuredBuffer<float> In : register(t0);
RWStructuredBuffer<uint> Out : register(u1);

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    float z = In[id.x] * 0.0 + In[4];
    Out[id.x] = id.x == 2 ? (uint)(z != z) : asuint(z);
}
