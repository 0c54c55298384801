// ARGS: -T cs_6_0 -E main
// WGSL-ERROR: OSH5202
// What stays refused of the barriers HLSL allows in non-uniform control
// flow: after the early return (which the WGSL target now handles by letting
// the returned invocations run on with their writes guarded, see
// compute/barrier_after_return), a barrier in a loop whose trip count
// depends on the invocation. Running every invocation to the most
// iterations would change what the loop computes, and WGSL requires the
// barrier in uniform control flow, so the WGSL target reports it at the
// barrier.
RWStructuredBuffer<float> data : register(u0);
groupshared float tile[64];

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID, uint3 lid : SV_GroupThreadID)
{
    if (id.x >= 100)
        return;
    tile[lid.x] = data[id.x];
    for (uint k = 0; k < lid.x % 4; k++) {
        GroupMemoryBarrierWithGroupSync();
        tile[lid.x] += tile[(lid.x + 1) % 64];
    }
    data[id.x] = tile[63 - lid.x];
}
