// ARGS: -T vs_6_0 -E main
struct VOut { float4 pos : SV_Position; float4 col; };
VOut main(float3 pos : POSITION, uint id : SV_DispatchThreadID, float x)
{
    VOut o;
    o.pos = float4(pos, 1);
    o.col = x + id;
    return o;
}
