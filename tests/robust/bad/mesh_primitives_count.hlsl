// ARGS: -T ms_6_5 -E main
// The primitives array has one element per primitive: as many as the
// indices array (OSH0560).
struct V { float4 pos : SV_Position; };
struct P { uint id : SV_PrimitiveID; };
[outputtopology("triangle")]
[numthreads(1, 1, 1)]
void main(out vertices V verts[3], out indices uint3 tris[2], out primitives P prims[3])
{
    SetMeshOutputCounts(3, 1);
    tris[0] = uint3(0, 1, 2);
}
