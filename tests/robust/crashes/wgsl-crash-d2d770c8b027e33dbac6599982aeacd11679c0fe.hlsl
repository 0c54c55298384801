// ARGS: -T cs_6_0 -E main
// 64-bit integer arithmetic (Int64), results written as (low, high) words:
// a = i * 0x100000001 + 0xFFFFFFFF (carry), a * 3, a >> 4 (uint64), and the
// signed value -(i + 1) * 2^33 shifted right arithmetically by 1, and
// int64 -> int truncation. WGSL has no 64-bit integers.
// WGSL-ERROR: OSH5202
// DISPATCH: 1 1 1
// BUFFER: binding=0 count=80 expect="[[(i * 0x100000001 + 0xFFFFFFFF) & 0xFFFFFFFF, (i * 0x100000001 + 0xFFFFFFFF) >> 32, (3 * (i * 0x100000001 + 0xFFFFFFFF)) & 0xFFFFFFFF, ((3 * (i * 0x100000001 + 0xFFFFFFFF)) >> 32) & 0xFFFFFFFF, ((i * 0x100000001 + 0xFFFFFFFF) >> 4) & 0xFFFFFFFF, (i * 0x100000001 + 0xFFFFFFFF) >> 36, (-(i + 1) * 2 ** 32) & 0xFFFFFFFF, ((-(i + 1) * 2 ** 32) >> 32) & 0xFFFFFFFF, (i * 0x100000001 + 0xFFFFFFFF) & 0xFFFFFFFF, 0][k] for i in range(8) for k in range(10)]"
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint64_t a = (uint64_t)id.x * 0x100000001ull + 0xFFFFFFFFull;
    uint64_t b = a * 3;
    uint64_t c = a >> 4;
    int64_t s = -(int64_t)(id.x + 1) * (1ll << 33);
    int64_t d = s >> 1;
    uint o = id.x * 10;
    Out[o + 0] = (uint)a;
    Out[o + 1] = (uint)(a >> 32);
    Out[o + 2] = (uint)b;
    Out[o + 3] = (uint)(b >> 32);
    Out[o + 4] = (uint)c;
    Out[o + 5] = (uint)(c >> 32);
    Out[o + 6] = (uint)d;
    Out[o + 7] = (uint)((uint64_t)d >> 32);
    Out[o + 8] = (uint)(int)(int64_t)a;
    Out[o + 9] = 0;
}
