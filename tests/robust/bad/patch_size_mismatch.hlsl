// ARGS: -T hs_6_0 -E main
// The patch constant function reads the same patches as the hull shader:
// 3 input control points, not 4; 3 output control points, not 2.
struct Cp { float4 pos : POSITION; };
struct Consts { float edge[3] : SV_TessFactor; float inside : SV_InsideTessFactor; };
Consts patch_consts(InputPatch<Cp, 4> ins, OutputPatch<Cp, 2> outs)
{
    Consts c = (Consts)0;
    return c;
}
[domain("tri")]
[partitioning("integer")]
[outputtopology("triangle_cw")]
[outputcontrolpoints(3)]
[patchconstantfunc("patch_consts")]
Cp main(InputPatch<Cp, 3> ins, uint id : SV_OutputControlPointID)
{
    return ins[id];
}
