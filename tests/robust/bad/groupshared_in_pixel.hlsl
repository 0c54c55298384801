// ARGS: -T ps_6_0 -E main
groupshared float cache[64];
float4 main(float4 pos : SV_Position) : SV_Target
{
    cache[0] = pos.x;
    return cache[0].xxxx;
}
