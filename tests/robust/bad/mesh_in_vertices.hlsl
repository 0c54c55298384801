// ARGS: -T ms_6_5 -E main
// The vertices are outputs: `in vertices` is refused (OSH0560).
struct V { float4 pos : SV_Position; };
[outputtopology("triangle")]
[numthreads(1, 1, 1)]
void main(in vertices V verts[3], out indices uint3 tris[1])
{
    SetMeshOutputCounts(3, 1);
    tris[0] = uint3(0, 1, 2);
}
