// ARGS: -T ms_6_5 -E main
// Root cause: a mesh shader input with [[vk::builtin("DrawIndex")]] is
// checked as a user semantic ('DRAW') and refused; the vk::builtin attribute
// should make it the DrawIndex built-in. Seen in DXC's CodeGenSPIRV test
// meshshading.ext.triangle.mesh (which DXC compiles). Mesh shaders are
// outside the stated goals, so low priority. Expected: compiles (BuiltIn
// DrawIndex). Actual: OSH0423 "user semantic 'DRAW' is not allowed on an
// input of a mesh shader". Phase: hlsl sema (semantic table).
struct V { float4 pos : SV_Position; };
[outputtopology("triangle")]
[numthreads(1, 1, 1)]
void main(out vertices V verts[3], out indices uint3 tris[1],
          [[vk::builtin("DrawIndex")]] in int drawId : DRAW) {
    SetMeshOutputCounts(3, 1);
    verts[0].pos = float4(drawId, 0, 0, 1);
    verts[1].pos = float4(0, 1, 0, 1);
    verts[2].pos = float4(1, 0, 0, 1);
    tris[0] = uint3(0, 1, 2);
}
