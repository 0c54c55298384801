// ARGS: -T cs_6_6 -E main
// 64-bit Interlocked* on RWStructuredBuffer<uint64_t> (Int64Atomics; shader
// model 6.6). Every element is two u32 words (low, high). 64 threads:
// [0] Add 0x100000001 (64 in both halves); [1] Add 0xFFFFFFFF (carries:
// 64 * 0xFFFFFFFF = 0x3F_FFFFFFC0); [2] Max of t << 32 | t (63, 63);
// [3] Min from ~0 of (t + 5) << 32 (low 0, high 5); [4] Or 1 << (t % 64):
// all ones. WGSL has no 64-bit integers.
// WGSL-ERROR: OSH5202
// DISPATCH: 1 1 1
// BUFFER: binding=0 count=10 init="[0, 0, 0, 0, 0, 0, 0xFFFFFFFF, 0xFFFFFFFF, 0, 0]" expect="[64, 64, 0xFFFFFFC0, 0x3F, 63, 63, 0, 5, 0xFFFFFFFF, 0xFFFFFFFF]"
RWStructuredBuffer<uint64_t> Data : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 tid : SV_GroupThreadID) {
    uint64_t t = tid.x;
    InterlockedAdd(Data[0], 0x100000001ull);
    InterlockedAdd(Data[1], 0xFFFFFFFFull);
    InterlockedMax(Data[2], (t << 32) | t);
    InterlockedMin(Data[3], (t + 5) << 32);
    InterlockedOr(Data[4], 1ull << t);
}
