// ARGS: -T cs_6_0 -E main
// WGSL-ERROR: OSH5202
// A barrier after an early return that depends on the thread id: HLSL allows
// it (the returned threads drop out), WGSL requires barriers in uniform
// control flow and cannot turn the check off, so the WGSL target reports it
// at the barrier with the rewrite that works.
RWStructuredBuffer<float> data : register(u0);
groupshared float tile[64];

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID, uint3 lid : SV_GroupThreadID)
{
    if (id.x >= 100)
        return;
    tile[lid.x] = data[id.x];
    GroupMemoryBarrierWithGroupSync();
    data[id.x] = tile[63 - lid.x];
}
