struct V { float4 pos : POS; float3 col : COLOR; };
struct PC { float e[3] : SV_TessFactor; float i : SV_InsideTessFactor; float4 tint : TINT; };
struct O { float4 pos : SV_Position; float4 col : COLOR; };
[domain("tri")]
O main(const OutputPatch<V, 3> p, float3 b : SV_DomainLocation, PC pc) {
    O o;
    o.pos = p[0].pos * b.x + p[1].pos * b.y + p[2].pos * b.z;
    o.col = float4(pc.tint.xyz, pc.e[0] + pc.i - 1.0);
    return o;
}
