// ARGS: -T ms_6_5 -E main
// The indices are written one element at a time; the whole array as a
// value is refused (OSH0560) rather than dropped.
struct V { float4 pos : SV_Position; };
[outputtopology("triangle")]
[numthreads(1, 1, 1)]
void main(out vertices V verts[3], out indices uint3 tris[1])
{
    uint3 t[1] = { uint3(0, 1, 2) };
    SetMeshOutputCounts(3, 1);
    tris = t;
}
