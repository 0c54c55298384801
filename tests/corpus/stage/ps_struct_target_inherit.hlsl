// ARGS: -T ps_6_0 -E main
// SV_Target on a struct return: the fields are SV_Target0, 1, 2 at
// Locations 0, 1, 2 (DXC's intrinsics.get-attribute-at-vertex tests);
// the input struct's semantic IN gives IN at 0 and IN1 at 1 (Flat: uint).
struct In {
    float f;
    uint u;
};
struct Out {
    float4 c0;
    float2 c1;
    uint c2;
};
Out main(In i : IN) : SV_Target
{
    Out o;
    o.c0 = i.f;
    o.c1 = float2(i.f, 2);
    o.c2 = i.u + 1;
    return o;
}
