// ARGS: -T ps_6_0 -E main
float4 main(float4 pos : SV_Position) : SV_Target8
{
    return pos;
}
