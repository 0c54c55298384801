// ARGS: -T hs_6_0 -E main
// WGSL-ERROR: OSH5202
// Hull shader: InputPatch, control point outputs indexed by InvocationId,
// the patch constant function run by invocation 0 after a barrier, with
// the InputPatch, the OutputPatch (read back from the outputs) and
// SV_PrimitiveID; TessLevelOuter/Inner from SV_TessFactor (float[3]) and
// SV_InsideTessFactor (float); execution modes from the attributes.
struct VSOut { float4 pos : SV_Position; float3 normal : NORMAL; };
struct CP { float3 pos : POS; float3 normal : NORMAL; };
struct PC { float edges[3] : SV_TessFactor; float inside : SV_InsideTessFactor; float3 center : CENTER; };

PC patch_const(InputPatch<VSOut, 3> ip, OutputPatch<CP, 3> op, uint id : SV_PrimitiveID) {
    PC pc;
    pc.edges[0] = 1.0 + id;
    pc.edges[1] = 2.0;
    pc.edges[2] = 3.0;
    pc.inside = ip[0].pos.w;
    pc.center = (op[0].pos + op[1].pos + op[2].pos) / 3.0;
    return pc;
}

[domain("tri")]
[partitioning("fractional_odd")]
[outputtopology("triangle_cw")]
[outputcontrolpoints(3)]
[patchconstantfunc("patch_const")]
[maxtessfactor(16.0)]
CP main(InputPatch<VSOut, 3> ip, uint i : SV_OutputControlPointID, uint prim : SV_PrimitiveID) {
    CP cp;
    cp.pos = ip[i].pos.xyz;
    cp.normal = ip[i].normal * (float)prim;
    return cp;
}
