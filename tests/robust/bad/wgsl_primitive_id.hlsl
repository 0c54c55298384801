// ARGS: -T ps_6_0 -E main -wgsl
float4 main(uint prim : SV_PrimitiveID) : SV_Target
{
    return float4(prim & 1, 0, 0, 1);
}
