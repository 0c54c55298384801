// ARGS: -T ps_6_0 -E main
struct PSOut
{
    float4 a : SV_Target0;
    float4 b : SV_Target0;
    float2 d : SV_Depth;
    float4 c : COLOR1;
};

PSOut main(float4 pos : SV_Position, uint vid : SV_VertexID, Texture2D t, uint sid : SV_DispatchThreadID)
{
    PSOut o = (PSOut)0;
    return o;
}
