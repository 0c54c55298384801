// ARGS: -T ms_6_5 -E main
// WGSL-ERROR: OSH5202
// Triangles: per-vertex attributes (a clip distance slice, a split array),
// per-primitive ones (PerPrimitiveEXT: PrimitiveId, CullPrimitiveEXT, Layer,
// ViewportIndex, a user attribute), the indices, the task payload and a
// [[vk::builtin]] input; each thread writes its own elements in place.
struct Vert {
    float4 pos : SV_Position;
    float2 clip : SV_ClipDistance0;
    float3 color : COLOR0;
    float4 extra[2] : EXTRA;
};
struct Prim {
    uint id : SV_PrimitiveID;
    bool cull : SV_CullPrimitive;
    uint layer : SV_RenderTargetArrayIndex;
    uint viewport : SV_ViewportArrayIndex;
    float4 tint : TINT;
};
struct Payload { float scale; uint first[4]; };

[outputtopology("triangle")]
[numthreads(4, 1, 1)]
void main(uint tid : SV_GroupThreadID, uint gid : SV_GroupID, in payload Payload pl,
          [[vk::builtin("DrawIndex")]] int draw : DRAWID,
          out vertices Vert verts[12], out indices uint3 tris[4], out primitives Prim prims[4])
{
    SetMeshOutputCounts(12, 4);
    for (uint k = 0; k < 3; k++) {
        uint v = tid * 3 + k;
        verts[v].pos = float4(pl.scale * k, tid, 0, 1);
        verts[v].clip.y = 1.0;
        verts[v].clip.x = float(draw);
        verts[v].color = float3(k == 0, k == 1, k == 2);
        verts[v].extra[1] = float4(v, 0, 0, 0);
    }
    Vert last = (Vert)0;
    last.pos = float4(0, 0, 0, 1);
    if (tid == 0)
        verts[11] = last;
    tris[tid] = uint3(0, 1, 2) + tid * 3;
    tris[tid].z = pl.first[tid];
    Prim p;
    p.id = gid * 4 + tid;
    p.cull = tid == 3;
    p.layer = 0;
    p.viewport = 0;
    p.tint = float4(1, 1, 1, 1);
    prims[tid] = p;
    prims[tid].tint.w = 0.5;
}
