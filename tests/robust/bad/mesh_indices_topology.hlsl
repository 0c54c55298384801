// ARGS: -T ms_6_5 -E main
// Line topology takes uint2 indices, not uint3 (OSH0560).
struct V { float4 pos : SV_Position; };
[outputtopology("line")]
[numthreads(1, 1, 1)]
void main(out vertices V verts[2], out indices uint3 lines[1])
{
    SetMeshOutputCounts(2, 1);
    verts[0].pos = 0;
    verts[1].pos = 1;
}
