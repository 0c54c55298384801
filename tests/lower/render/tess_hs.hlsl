struct V { float4 pos : POS; float3 col : COLOR; };
struct PC { float e[3] : SV_TessFactor; float i : SV_InsideTessFactor; float4 tint : TINT; };
PC pcf(InputPatch<V, 3> ip, OutputPatch<V, 3> op) {
    PC p;
    p.e[0] = 1; p.e[1] = 1; p.e[2] = 1; p.i = 1;
    p.tint = float4(op[0].pos.z, ip[1].pos.z, 0.25, 1);   // (0.5, 0.5, 0.25, 1)
    return p;
}
[domain("tri")] [partitioning("integer")] [outputtopology("triangle_ccw")]
[outputcontrolpoints(3)] [patchconstantfunc("pcf")]
V main(InputPatch<V, 3> ip, uint i : SV_OutputControlPointID) { return ip[i]; }
