// ARGS: -T cs_6_0 -E main
// Wave intrinsics (subgroup size is not fixed, so only self-consistent
// checks): lane index/count, sum, prefix sum, count bits, read lane,
// ballot, all/any, quad swaps.
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=u32 count=64 expect=1
RWStructuredBuffer<uint> o : register(u0);
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint lane = WaveGetLaneIndex();
    uint n = WaveGetLaneCount();
    uint s = WaveActiveSum(1u);
    uint p = WavePrefixSum(1u);
    uint c = WaveActiveCountBits(true);
    uint pc = WavePrefixCountBits(true);
    uint r = WaveReadLaneAt(lane, 0);
    uint4 b = WaveActiveBallot(true);
    bool first = WaveIsFirstLane();
    float q = QuadReadAcrossX((float)lane) + QuadReadAcrossY(1.0) + QuadReadAcrossDiagonal(2.0);
    uint mx = WaveActiveMax(lane) + WaveActiveMin(lane) + WaveReadLaneFirst(lane);
    o[id.x] = (s == n && p == lane && c == n && pc == lane && r == 0 && (first == (lane == 0)) &&
               WaveActiveAllTrue(true) && !WaveActiveAnyTrue(false) && b.x != 0 && q >= 0 && mx >= n - 1) ? 1 : 0;
}
