// ARGS: -T ms_6_5 -E main
// WGSL-ERROR: OSH5202
// The entry passes its outputs on to a helper declared with the same
// modifiers: the helper writes the entry's output variables in place (a
// copy-out of the whole array would overwrite what other threads wrote).
struct Vert { float4 pos : SV_Position; float2 uv : TEXCOORD0; };

void emit_quad(uint t, out vertices Vert verts[4], out indices uint3 tris[2])
{
    uint v = t * 2;
    verts[v].pos = float4(-1, t ? 1 : -1, 0, 1);
    verts[v].uv = float2(0, t);
    verts[v + 1].pos = float4(1, t ? 1 : -1, 0, 1);
    verts[v + 1].uv = float2(1, t);
    tris[t] = t == 0 ? uint3(0, 1, 3) : uint3(0, 3, 2);
}

[outputtopology("triangle")]
[numthreads(2, 1, 1)]
void main(uint t : SV_GroupThreadID, out vertices Vert verts[4], out indices uint3 tris[2])
{
    SetMeshOutputCounts(4, 2);
    emit_quad(t, verts, tris);
}
