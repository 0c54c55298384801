// ARGS: -T hs_6_0 -E main
// [partitioning("pow2")] has no Vulkan spacing; DXC refuses it too.
// EXPECT-ERROR: OSH0524
struct CP { float4 p : SV_Position; };
struct PC { float e[3] : SV_TessFactor; float i : SV_InsideTessFactor; };

PC pcf(InputPatch<CP, 3> ip)
{
    PC o;
    o.e[0] = o.e[1] = o.e[2] = 1;
    o.i = 1;
    return o;
}

[domain("tri")]
[partitioning("pow2")]
[outputtopology("triangle_cw")]
[outputcontrolpoints(3)]
[patchconstantfunc("pcf")]
CP main(InputPatch<CP, 3> ip, uint i : SV_OutputControlPointID)
{
    return ip[i];
}
