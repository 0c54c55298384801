// ARGS: -T hs_6_0 -E HSMain
struct VSOut { float4 pos : SV_Position; float3 normal : NORMAL; };
struct HSOut { float4 pos : SV_Position; float3 normal : NORMAL; };
struct PatchConst { float edges[3] : SV_TessFactor; float inside : SV_InsideTessFactor; };

PatchConst PatchFunc(InputPatch<VSOut, 3> ip, uint pid : SV_PrimitiveID)
{
    PatchConst pc;
    pc.edges[0] = pc.edges[1] = pc.edges[2] = 4;
    pc.inside = 4 + pid * 0;
    return pc;
}

[domain("tri")]
[partitioning("fractional_odd")]
[outputtopology("triangle_cw")]
[outputcontrolpoints(3)]
[patchconstantfunc("PatchFunc")]
[maxtessfactor(64.0)]
HSOut HSMain(InputPatch<VSOut, 3> ip, uint id : SV_OutputControlPointID)
{
    HSOut o;
    o.pos = ip[id].pos;
    o.normal = ip[id].normal;
    return o;
}
