// ARGS: -T vs_6_0 -E main
// EXPECT-WARNING: OSH0445
// A semantic on a struct value goes to every leaf, the index going up by one
// a leaf (DXC's rule): `v : TEXCOORD4` makes TEXCOORD4 (the matrix, four
// rows) and TEXCOORD5; the field's own semantic is overridden (OSH0445).
// Locations in declaration order: POSITION 0, TEXCOORD4 rows 1-4,
// TEXCOORD5 5; outputs: SV_Position, then OUT (the struct's first leaf,
// no index) and OUT1 at 0 and 1.
struct Inst {
    float4x3 world;
    float4 tint : COLOR7;
};
struct VIn {
    float3 pos : POSITION;
    Inst inst : TEXCOORD4;
};
struct Pair {
    float2 a;
    float b;
};
struct VOut {
    float4 pos : SV_Position;
    Pair p : OUT;
};
VOut main(VIn v)
{
    VOut o;
    o.pos = float4(mul(float4(v.pos, 1), v.inst.world), 1) + v.inst.tint;
    o.p.a = v.pos.xy;
    o.p.b = v.inst.tint.w;
    return o;
}
