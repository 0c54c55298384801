// ARGS: -T hs_6_0 -E main
struct CP { float4 pos : POSITION; };
struct PC { float edges[3] : SV_TessFactor; float inside : SV_InsideTessFactor; };
PC PatchConstants(InputPatch<CP, 3> patch)
{
    PC pc;
    pc.edges[0] = pc.edges[1] = pc.edges[2] = 4;
    pc.inside = 4;
    return pc;
}
[domain("tri")]
[partitioning("integer")]
[outputtopology("triangle_cw")]
[outputcontrolpoints(3)]
[patchconstantfunc("PatchConstant")]
CP main(InputPatch<CP, 3> patch, uint i : SV_OutputControlPointID)
{
    return patch[i];
}
