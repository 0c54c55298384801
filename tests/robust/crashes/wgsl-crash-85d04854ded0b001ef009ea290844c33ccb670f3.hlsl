// Compiled by tests/reflect/reflect_test.c as cs_6_2 with -enable-16bit-types:
// 16-bit types and wave intrinsics, for the capability names, the device
// features and the subgroup operation classes; a spec constant sets the
// workgroup size.
[[vk::constant_id(11)]] const uint kGroupX = 32;
[[vk::binding(0, 0)]] RWStructuredBuffer<half> data;
[[vk::binding(1, 0)]] RWStructuredBuffer<uint> counts;
[numthreads(kGroupX, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    half h = data[id.x];
    data[id.x] = WaveActiveSum(h) + WaveReadLaneFirst(h);
    counts[id.x] = WaveActiveCountBits(h > 0) + (WaveActiveAnyTrue(h < 0) ? 1 : 0);
}
