// ARGS: -T cs_6_2 -E main -enable-16bit-types
// countbits of 16- and 64-bit integers, scalar and vector. Vulkan's
// OpBitCount takes 32-bit integers only: a 16-bit value is zero-extended
// first (a negative int16_t counts its 16 bits, not 32), a 64-bit value
// counts its two halves (found by tools/realshaders at -O0 on DXC's
// intrinsics.countbits test: spirv-val rejected the 16/64-bit OpBitCount).
// WGSL has no 16- or 64-bit integers.
// WGSL-ERROR: OSH5202
// DISPATCH: 1 1 1
// BUFFER: binding=0 name=w init="[(0x9E3779B9 * (i + 1)) & 0xFFFFFFFF for i in range(16)]"
// BUFFER: binding=1 count=48 expect="[[sum([((w[2 * i] & 0xFFFF) >> b) & 1 for b in range(32)]), sum([((w[2 * i] >> 16) >> b) & 1 for b in range(32)]), sum([(w[2 * i] >> b) & 1 for b in range(32)]) + sum([(w[2 * i + 1] >> b) & 1 for b in range(32)]), sum([(w[2 * i + 1] >> b) & 1 for b in range(32)]) + sum([(w[2 * i] >> b) & 1 for b in range(32)]), sum([((w[2 * i] & 0xFFFF) >> b) & 1 for b in range(32)]), sum([((w[2 * i + 1] & 0xFFFF) >> b) & 1 for b in range(32)])][k] for i in range(8) for k in range(6)]"
StructuredBuffer<uint> W : register(t0);
RWStructuredBuffer<uint> Out : register(u1);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint lo = W[2 * id.x], hi = W[2 * id.x + 1];
    uint16_t u16 = (uint16_t)lo;
    int16_t s16 = (int16_t)(lo >> 16);
    uint64_t u64 = ((uint64_t)hi << 32) | lo;
    int64_t s64 = (int64_t)(((uint64_t)lo << 32) | hi);
    uint16_t2 v16 = uint16_t2((uint16_t)lo, (uint16_t)hi);
    uint o = id.x * 6;
    Out[o + 0] = countbits(u16);
    Out[o + 1] = countbits(s16);
    Out[o + 2] = countbits(u64);
    Out[o + 3] = countbits(s64);
    uint2 c = countbits(v16);
    Out[o + 4] = c.x;
    Out[o + 5] = c.y;
}
