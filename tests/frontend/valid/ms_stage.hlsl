// ARGS: -T ms_6_5 -E MSMain
struct Payload { uint ids[32]; };
struct VOut { float4 pos : SV_Position; float3 color : COLOR0; };
struct POut { uint prim : SV_PrimitiveID; bool cull : SV_CullPrimitive; };

[outputtopology("triangle")]
[numthreads(32, 1, 1)]
void MSMain(uint gtid : SV_GroupThreadID, uint gid : SV_GroupID, in payload Payload pl,
            out vertices VOut verts[64], out indices uint3 tris[126], out primitives POut prims[126])
{
    SetMeshOutputCounts(3, 1);
    if (gtid < 3)
    {
        verts[gtid].pos = float4(gtid, pl.ids[gid % 32], 0, 1);
        verts[gtid].color = 1;
    }
    if (gtid == 0)
    {
        tris[0] = uint3(0, 1, 2);
        prims[0].prim = gid;
        prims[0].cull = false;
    }
}
