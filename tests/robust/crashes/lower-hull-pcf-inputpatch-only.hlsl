// ARGS: -T hs_6_0 -E main
// The patch constant function reads an InputPatch that the hull entry does
// not take: its inputs were never declared and lowering read a NULL type
// (UBSan in load_tree, SIGSEGV in release; glslang's hlsl.hull.5.tesc).
struct In { float4 pos : SV_Position; float4 n : TEXCOORD2; };
struct Patch { float edge[3] : SV_TessFactor; float inside : SV_InsideTessFactor; };
struct Out { float4 pos : SV_Position; };

Patch PCF(InputPatch<In, 3> ip)
{
    Patch p = (Patch)0;
    p.inside = ip[0].pos.w + ip[2].n.w;
    return p;
}

[domain("tri")]
[partitioning("integer")]
[outputtopology("triangle_cw")]
[patchconstantfunc("PCF")]
[outputcontrolpoints(3)]
Out main(uint id : SV_OutputControlPointID)
{
    Out o = (Out)0;
    o.pos = float4(id, 0, 0, 1);
    return o;
}
