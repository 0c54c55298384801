// ARGS: -T cs_6_0 -E main
// A tree reduction in groupshared memory with
// GroupMemoryBarrierWithGroupSync between the steps: 4 groups of 64 sum
// their slice of In (In[i] = i) and thread 0 writes the group's sum.
// DISPATCH: 4 1 1
// BUFFER: binding=0 count=256 init=i
// BUFFER: binding=1 count=4 expect="sum(range(64 * i, 64 * i + 64))"
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Sums : register(u1);

groupshared uint partial[64];

[numthreads(64, 1, 1)]
void main(uint3 gid : SV_GroupID, uint3 tid : SV_GroupThreadID, uint3 id : SV_DispatchThreadID) {
    partial[tid.x] = In[id.x];
    GroupMemoryBarrierWithGroupSync();
    for (uint stride = 32; stride > 0; stride >>= 1) {
        if (tid.x < stride)
            partial[tid.x] += partial[tid.x + stride];
        GroupMemoryBarrierWithGroupSync();
    }
    if (tid.x == 0)
        Sums[gid.x] = partial[0];
}
