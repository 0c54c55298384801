// ARGS: -T cs_6_0 -E main
// asuint(double2x3, out uint2x3 lo, out uint2x3 hi): six components, taken
// through (row, column). The lowering kept four in a stack array and read
// the matrix as if it were a vector (AddressSanitizer: stack-buffer-overflow,
// DXC's intrinsics.asuint.hlsl). Elements 1 2 3 5 0 1/3: the high words are
// 0x3FF00000 0x40000000 0x40080000 0x40140000 0 0x3FD55555, the low words 0
// except 1/3's 0x55555555. WGSL has no double.
// WGSL-ERROR: OSH5202
// DISPATCH: 1 1 1
// BUFFER: binding=0 init="[1, 2, 3, 5, 0, 1]"
// BUFFER: binding=1 count=12 expect="[0, 0, 0, 0, 0, 0x55555555, 0x3FF00000, 0x40000000, 0x40080000, 0x40140000, 0, 0x3FD55555]"
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Bits : register(u1);

[numthreads(1, 1, 1)]
void main() {
    double2x3 m = double2x3(In[0], In[1], In[2], In[3], In[4], (double)In[5] / (double)3);
    uint2x3 lo, hi;
    asuint(m, lo, hi);
    for (uint r = 0; r < 2; r++)
        for (uint c = 0; c < 3; c++) {
            Bits[r * 3 + c] = lo[r][c];
            Bits[6 + r * 3 + c] = hi[r][c];
        }
}
