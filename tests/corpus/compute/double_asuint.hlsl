// ARGS: -T cs_6_0 -E main
// asuint(double, out uint lo, out uint hi) and asdouble(lo, hi): the two
// words of 1/3 (0x3FD5555555555555) and 2.5 rebuilt from (0, 0x40040000)
// and multiplied by 4 (10). WGSL has no double.
// WGSL-ERROR: OSH5202
// DISPATCH: 1 1 1
// BUFFER: binding=0 init="[3, 0, 0x40040000]"
// BUFFER: binding=1 count=2 expect="[0x55555555, 0x3FD55555]"
// BUFFER: binding=2 type=f32 count=1 expect=10.0
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Bits : register(u1);
RWStructuredBuffer<float> R : register(u2);

[numthreads(1, 1, 1)]
void main() {
    double third = 1.0 / (double)In[0];
    uint lo, hi;
    asuint(third, lo, hi);
    Bits[0] = lo;
    Bits[1] = hi;
    R[0] = (float)(asdouble(In[1], In[2]) * 4.0);
}
