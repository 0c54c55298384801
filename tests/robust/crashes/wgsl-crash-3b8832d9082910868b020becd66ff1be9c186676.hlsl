// ARGS: -T cs_6_0 -E main
// Wave intrinsics with a subgroup size of 8 (lavapipe's; Dawn runs on the
// same lavapipe here): 32 threads are 4 waves, lane = t % 8, base = t - lane.
// Per thread, 10 outputs: WaveGetLaneIndex, WaveGetLaneCount, WaveActiveSum(t)
// = 8 base + 28, WavePrefixSum(t) (exclusive) = lane*base + lane(lane-1)/2,
// WaveActiveCountBits(t % 3 == 0), WaveReadLaneAt(t, 3) = base + 3,
// WaveActiveBallot(t odd).x = 0xAA, WaveIsFirstLane, QuadReadAcrossX(t) =
// t ^ 1, WaveActiveMax(t) = base + 7.
// DISPATCH: 1 1 1
// BUFFER: binding=0 count=320 expect="[[t % 8, 8, 8 * (t - t % 8) + 28, (t % 8) * (t - t % 8) + (t % 8) * (t % 8 - 1) // 2, len([u for u in range(t - t % 8, t - t % 8 + 8) if u % 3 == 0]), t - t % 8 + 3, 0xAA, int(t % 8 == 0), t ^ 1, t - t % 8 + 7][k] for t in range(32) for k in range(10)]"
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(32, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint t = id.x;
    uint o = t * 10;
    Out[o + 0] = WaveGetLaneIndex();
    Out[o + 1] = WaveGetLaneCount();
    Out[o + 2] = WaveActiveSum(t);
    Out[o + 3] = WavePrefixSum(t);
    Out[o + 4] = WaveActiveCountBits(t % 3 == 0);
    Out[o + 5] = WaveReadLaneAt(t, 3);
    Out[o + 6] = WaveActiveBallot(t & 1).x;
    Out[o + 7] = WaveIsFirstLane() ? 1 : 0;
    Out[o + 8] = QuadReadAcrossX(t);
    Out[o + 9] = WaveActiveMax(t);
}
