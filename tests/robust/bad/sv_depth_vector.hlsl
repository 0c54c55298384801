// ARGS: -T ps_6_0 -E main
struct PSOut { float4 color : SV_Target; float4 depth : SV_Depth; };
PSOut main(float4 pos : SV_Position)
{
    PSOut o;
    o.color = pos;
    o.depth = pos.z;
    return o;
}
