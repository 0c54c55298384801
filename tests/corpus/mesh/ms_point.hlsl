// ARGS: -T ms_6_6 -E main
// WGSL-ERROR: OSH5202
// Points: OutputPoints, uint indices (PrimitivePointIndicesEXT), a
// PointSize through [[vk::builtin]], groupshared memory in a mesh shader.
struct Vert {
    float4 pos : SV_Position;
    [[vk::builtin("PointSize")]] float size : PSIZE;
};
groupshared float offsets[8];

[outputtopology("point")]
[numthreads(8, 1, 1)]
void main(uint tid : SV_GroupIndex, out vertices Vert verts[8], out indices uint points[8])
{
    offsets[tid] = tid * 0.25 - 1.0;
    GroupMemoryBarrierWithGroupSync();
    SetMeshOutputCounts(8, 8);
    verts[tid].pos = float4(offsets[7 - tid], 0, 0, 1);
    verts[tid].size = 1.0;
    points[tid] = tid;
}
