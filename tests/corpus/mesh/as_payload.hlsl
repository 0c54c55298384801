// ARGS: -T as_6_5 -E main
// WGSL-ERROR: OSH5202
// Amplification: the groupshared payload of DispatchMesh is
// TaskPayloadWorkgroupEXT; DispatchMesh is a barrier and OpEmitMeshTasksEXT,
// which ends the invocation.
struct Payload { float scale; uint first[4]; };
groupshared Payload pl;

[numthreads(4, 1, 1)]
void main(uint tid : SV_GroupIndex, uint3 gid : SV_GroupID)
{
    pl.first[tid] = tid * 3 + 2;
    if (tid == 0)
        pl.scale = 0.5;
    uint n = gid.x == 0 ? 2 : 1;
    DispatchMesh(n, 1, 1, pl);
}
