// ARGS: -T as_6_5 -E main -fspv-target-env=vulkan1.1
// WGSL-ERROR: OSH5202
// The amplification shader of ms_nv in SPV_NV_mesh_shader's flavour (DXC's
// fallback before SPIR-V 1.4): the payload stays a Workgroup variable;
// DispatchMesh is the barrier, a store of each member to its PerTaskNV
// output (scale at offset 0, first at 16) and TaskCountNV = 2 * 1 * 1; it
// does not end the invocation (NV has no OpEmitMeshTasksEXT).
struct Payload { float scale; float4 first; };
groupshared Payload pl;

[numthreads(2, 1, 1)]
void main(uint t : SV_GroupIndex)
{
    if (t == 0) {
        pl.scale = 0.5;
        pl.first = float4(-1, -1, 0, 1);
    }
    DispatchMesh(2, 1, 1, pl);
}
