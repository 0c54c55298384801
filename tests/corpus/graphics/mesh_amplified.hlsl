// ARGS: -HV 2021
// STAGES: as=ASMain:as_6_5 ms=MSMain:ms_6_5 ps=PSMain:ps_6_5
// DRAW: groups=1
// TARGET: index=0 format=r32uint size=8x8 clear=[7] expect="7 if (x // 4 + 2 * (y // 4)) == 2 or ((x // 4 + 2 * (y // 4)) == 3 and x % 4 < y % 4) else 110 * (x // 4 + 2 * (y // 4)) + (0 if x % 4 > y % 4 else 1)" where="x % 4 != y % 4"
// WGSL-ERROR: OSH5202
// A mesh pipeline on lavapipe (VK_EXT_mesh_shader): the amplification shader
// culls meshlet 2 of 4 and passes the others' ids in its payload; each mesh
// workgroup draws its meshlet as a quad of the 8x8 target (meshlet m covers
// the quadrant x in [4 (m % 2), +4), y in [4 (m / 2), +4)), two triangles
// split along the quadrant's diagonal: triangle 0 above it (x % 4 > y % 4),
// triangle 1 below. Per primitive: SV_PrimitiveID = 10 m + triangle, and
// SV_CullPrimitive drops triangle 1 of meshlet 3; per vertex: the meshlet
// (flat). The pixel shader writes PrimitiveID + 100 * meshlet, so a pixel
// holds 110 m + triangle, or the clear value 7 where nothing was drawn.
// Pixels on a diagonal are left out (which triangle owns them is the
// rasterizer's tie-break).
struct Payload { uint count; uint ids[4]; };
groupshared Payload pl;

[numthreads(4, 1, 1)]
void ASMain(uint tid : SV_GroupIndex)
{
    if (tid == 0) {
        uint n = 0;
        for (uint i = 0; i < 4; i++)
            if (i != 2)
                pl.ids[n++] = i;
        pl.count = n;
    }
    GroupMemoryBarrierWithGroupSync();
    DispatchMesh(pl.count, 1, 1, pl);
}

struct Vert { float4 pos : SV_Position; uint meshlet : MESHLET; };
struct Prim { uint id : SV_PrimitiveID; bool cull : SV_CullPrimitive; };

[outputtopology("triangle")]
[numthreads(2, 1, 1)]
void MSMain(uint t : SV_GroupThreadID, uint3 gid : SV_GroupID, in payload Payload p,
            out vertices Vert verts[4], out indices uint3 tris[2], out primitives Prim prims[2])
{
    uint m = p.ids[gid.x];
    SetMeshOutputCounts(4, 2);
    float2 origin = float2(m % 2, m / 2) * 4.0; // the quadrant's top left, in pixels
    for (uint k = 0; k < 2; k++) {
        uint v = t * 2 + k; // 0 TL, 1 TR, 2 BL, 3 BR
        float2 px = origin + float2(v % 2, v / 2) * 4.0;
        verts[v].pos = float4(px.x / 4.0 - 1.0, 1.0 - px.y / 4.0, 0, 1);
        verts[v].meshlet = m;
    }
    tris[t] = t == 0 ? uint3(0, 1, 3) : uint3(0, 3, 2);
    prims[t].id = m * 10 + t;
    prims[t].cull = m == 3 && t == 1;
}

uint PSMain(uint pid : SV_PrimitiveID, uint meshlet : MESHLET) : SV_Target
{
    return pid + 100 * meshlet;
}
