// ARGS: -T vs_6_0 -E main
float4 main(float4 pos : POSITION) : SV_Target
{
    return pos;
}
