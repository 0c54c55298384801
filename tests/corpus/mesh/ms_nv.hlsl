// ARGS: -T ms_6_5 -E main -fspv-target-env=vulkan1.1
// WGSL-ERROR: OSH5202
// SPIR-V 1.3 has no SPV_EXT_mesh_shader: as DXC, the mesh shader falls back
// to SPV_NV_mesh_shader (MeshNV, MeshShadingNV). The indices are
// PrimitiveIndicesNV, one uint array of 3 x 4 elements (tris[i] is elements
// 3i, 3i+1, 3i+2, a whole write and one component), SetMeshOutputCounts
// writes only the primitive count (PrimitiveCountNV), and the payload's
// members are PerTaskNV inputs at their storage-buffer offsets (scale 0,
// first 16: a float4 aligns to 16). [[vk::builtin("ViewportMaskNV")]] is a
// per-primitive int[1] (MeshShadingNV provides it).
struct Vert { float4 pos : SV_Position; float3 color : COLOR0; };
struct Prim { uint id : SV_PrimitiveID; [[vk::builtin("ViewportMaskNV")]] int vmask[1] : VMASK; };
struct Payload { float scale; float4 first; };

[outputtopology("triangle")]
[numthreads(4, 1, 1)]
void main(uint t : SV_GroupThreadID, in payload Payload pl,
          out vertices Vert verts[6], out indices uint3 tris[4], out primitives Prim prims[4])
{
    SetMeshOutputCounts(6, 4);
    verts[t].pos = pl.first + float4(t, 0, 0, 1) * pl.scale;
    verts[t].color = float3(t, 1, 0);
    tris[t] = uint3(t, t + 1, t + 2);
    tris[t].z = 5 - t;
    prims[t].id = t * 10;
    prims[t].vmask[0] = 1 << t;
}
