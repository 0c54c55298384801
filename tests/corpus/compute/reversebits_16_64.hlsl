// ARGS: -T cs_6_2 -E main -enable-16bit-types
// TARGETS: spirv
// reversebits on 16- and 64-bit integers: Vulkan's OpBitReverse takes
// 32-bit ones only (the module was invalid), so a 16-bit value is reversed
// in 32 bits and shifted down 16, a 64-bit one half by half, as DXC. By hand:
//   uint16 0x0001 -> 0x8000 (32768); 0x00f0 -> 0x0f00 (3840)
//   int16 -1 (all ones) -> -1, written as (uint)(int) -1 = 4294967295
//   uint64 (1 << 32) + 2: bit 1 -> 62, bit 32 -> 31: 0x40000000_80000000,
//   written low word then high word: 2147483648, 1073741824
// In holds 1, 0xf0, 1, 2 (the last two: the 64-bit value's halves, high 1).
// SPIR-V only: WGSL has no 16- or 64-bit integers.
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=u32 init="[1, 240, 1, 2]"
// BUFFER: binding=1 type=u32 count=5 expect="[32768, 3840, 4294967295, 2147483648, 1073741824]"
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Out : register(u1);

[numthreads(1, 1, 1)]
void main() {
    uint16_t a = (uint16_t)In[0];
    uint16_t b = (uint16_t)In[1];
    int16_t s = (int16_t)(In[0] * 0) - (int16_t)1;
    uint64_t v = ((uint64_t)In[2] << 32) | In[3];
    Out[0] = reversebits(a);
    Out[1] = reversebits(b);
    Out[2] = (uint)(int)reversebits(s);
    uint64_t r = reversebits(v);
    Out[3] = (uint)r;
    Out[4] = (uint)(r >> 32);
}
