// ARGS: -T ms_6_5 -E main
// Mesh and amplification shaders: out vertices/indices/primitives,
// payload, SetMeshOutputCounts and DispatchMesh.
struct V { float4 pos : SV_Position; float2 uv : TEXCOORD0; };
struct Prim { uint layer : SV_RenderTargetArrayIndex; bool cull : SV_CullPrimitive; };
struct Pay { uint base; uint count[4]; };
groupshared Pay sPay;
[numthreads(32, 1, 1)]
[outputtopology("triangle")]
void main(uint tid : SV_GroupThreadID, uint gid : SV_GroupID, in payload Pay pay,
          out vertices V verts[64], out indices uint3 tris[126], out primitives Prim prims[126])
{
    SetMeshOutputCounts(3, 1);
    if (tid < 3) {
        verts[tid].pos = float4(tid, pay.base, 0, 1);
        verts[tid].uv = 0;
    }
    if (tid == 0) {
        tris[0] = uint3(0, 1, 2);
        prims[0].layer = gid;
        prims[0].cull = false;
    }
}
[shader("amplification")]
[numthreads(32, 1, 1)]
void ampMain(uint tid : SV_GroupThreadID)
{
    if (tid == 0) {
        sPay.base = 1;
        sPay.count[0] = 2;
    }
    GroupMemoryBarrierWithGroupSync();
    DispatchMesh(1, 1, 1, sPay);
}
