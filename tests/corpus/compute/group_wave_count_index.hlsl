// ARGS: -T cs_6_10 -E main
// SM 6.10 GetGroupWaveCount / GetGroupWaveIndex: the NumSubgroups and
// SubgroupId built-ins, as DXC (sm6_10.group-wave-*.hlsl). Vulkan does not
// fix which invocations form a subgroup, so each thread checks what holds
// for any assignment of 64 invocations to full subgroups:
//   Out[i] = (count * WaveGetLaneCount() == 64) + 2 * (index < count)
//            + 4 * (WaveActiveAllEqual(index))  -> 7 for every thread
// In WGSL they are @builtin(num_subgroups) and @builtin(subgroup_id) (enable subgroups).
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=u32 count=64 expect="7"
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint count = GetGroupWaveCount();
    uint index = GetGroupWaveIndex();
    Out[id.x] = (count * WaveGetLaneCount() == 64 ? 1 : 0) + (index < count ? 2 : 0) +
                (WaveActiveAllEqual(index) ? 4 : 0);
}
