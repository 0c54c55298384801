// ARGS: -T ps_6_0 -E main
Texture2D tex : register(t0);
SamplerState samp : register(s0);
float4 main(float4 pos : SV_Position) : SV_Target
{
    return samp.Load(int3(pos.xy, 0));
}
