// ARGS: -T ms_6_5 -E main
// WGSL-ERROR: OSH5202
// A mesh shader input with [[vk::builtin("DrawIndex")]] is the DrawIndex
// built-in, not a user semantic ('DRAW' was refused with OSH0423; from
// tests/regress, seen in DXC's meshshading.ext.triangle.mesh).
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
