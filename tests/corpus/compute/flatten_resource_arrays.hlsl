// ARGS: -T cs_6_0 -E main -fspv-flatten-resource-arrays
// -fspv-flatten-resource-arrays: In[3] at register(t0) is three variables
// In[0], In[1], In[2] at bindings 0, 1, 2; Out (no register) takes the next
// free binding after the range, 3 (it would be 1 without the flag, when the
// array takes one binding). The [unroll] loop is unrolled while lowering so
// that each In[i] names one variable; In[i] holds 10^i * (gi + 1).
//   Out[gi] = In[0][gi] + In[1][gi] + In[2][gi] = 111 * (gi + 1)
//   Out[4 + gi] = In[2][gi] - In[1][gi] = 90 * (gi + 1)
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=u32 count=4 init="i + 1"
// BUFFER: binding=1 type=u32 count=4 init="10 * (i + 1)"
// BUFFER: binding=2 type=u32 count=4 init="100 * (i + 1)"
// BUFFER: binding=3 type=u32 count=8 expect="[111, 222, 333, 444, 90, 180, 270, 360]"
StructuredBuffer<uint> In[3] : register(t0);
RWStructuredBuffer<uint> Out;

[numthreads(4, 1, 1)]
void main(uint gi : SV_GroupIndex) {
    uint sum = 0;
    [unroll]
    for (int i = 0; i < 3; i++)
        sum += In[i][gi];
    Out[gi] = sum;
    Out[4 + gi] = In[2][gi] - In[1][gi];
}
