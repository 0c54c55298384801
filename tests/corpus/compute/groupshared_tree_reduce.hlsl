// ARGS: -T cs_6_0 -E main
// groupshared reduction with GroupMemoryBarrierWithGroupSync.
// DISPATCH: 2 1 1
// BUFFER: binding=0 type=u32 count=128 init=i
// BUFFER: binding=1 type=u32 count=2 expect=[sum(range(64)), sum(range(64, 128))]
StructuredBuffer<uint> src : register(t0);
RWStructuredBuffer<uint> dst : register(u1);
groupshared uint sh[64];
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex, uint3 g : SV_GroupID) {
    sh[gi] = src[id.x];
    GroupMemoryBarrierWithGroupSync();
    for (uint s = 32; s > 0; s >>= 1) {
        if (gi < s) sh[gi] += sh[gi + s];
        GroupMemoryBarrierWithGroupSync();
    }
    if (gi == 0) dst[g.x] = sh[0];
}
