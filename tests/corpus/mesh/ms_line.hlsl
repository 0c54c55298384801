// ARGS: -T ms_6_5 -E main
// WGSL-ERROR: OSH5202
// Lines: OutputLinesEXT, uint2 indices (PrimitiveLineIndicesEXT), no
// primitives object.
struct Vert { float4 pos : SV_Position; };

[outputtopology("line")]
[numthreads(2, 1, 1)]
void main(uint tid : SV_GroupIndex, out vertices Vert verts[4], out indices uint2 lines[2])
{
    SetMeshOutputCounts(4, 2);
    verts[tid * 2].pos = float4(-1, tid, 0, 1);
    verts[tid * 2 + 1].pos = float4(1, tid, 0, 1);
    lines[tid] = uint2(tid * 2, tid * 2 + 1);
}
