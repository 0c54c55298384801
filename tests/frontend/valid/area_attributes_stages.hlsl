// ARGS: -T hs_6_0 -E main
// Tessellation, geometry and pixel attributes parsed on their functions.
struct CP { float4 pos : POSITION; };
struct PC { float edges[3] : SV_TessFactor; float inside : SV_InsideTessFactor; };
PC patchConst(InputPatch<CP, 3> ip, uint pid : SV_PrimitiveID)
{
    PC pc;
    pc.edges[0] = pc.edges[1] = pc.edges[2] = 2;
    pc.inside = 2;
    return pc;
}
[domain("tri")]
[partitioning("fractional_odd")]
[outputtopology("triangle_cw")]
[outputcontrolpoints(3)]
[patchconstantfunc("patchConst")]
[maxtessfactor(16.0)]
CP main(InputPatch<CP, 3> ip, uint i : SV_OutputControlPointID)
{
    return ip[i];
}
[maxvertexcount(3)]
[instance(2)]
void gsMain(triangle CP input[3], inout TriangleStream<CP> stream, uint inst : SV_GSInstanceID)
{
    for (uint i = 0; i < 3; i++)
        stream.Append(input[i]);
    stream.RestartStrip();
}
[earlydepthstencil]
float4 psMain(float4 p : SV_Position) : SV_Target { return p; }
