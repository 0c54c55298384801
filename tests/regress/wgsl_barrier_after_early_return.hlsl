// ARGS: -T cs_6_0 -E main
// Root cause: a barrier after an early `return` that depends on the thread id
// (SaschaWillems computenbody/particle_calculate.comp: `if (index >= count)
// return;` then GroupMemoryBarrierWithGroupSync() in a loop). HLSL allows it;
// WGSL's uniformity analysis rejects workgroupBarrier there.
// Expected: -wgsl passes Tint (e.g. turn the early return into a guarded
// region so every invocation reaches the barrier), or OSH5202 that names the
// barrier; -spirv passes already.
// Actual: Tint "'workgroupBarrier' must only be called from uniform control
// flow".
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
