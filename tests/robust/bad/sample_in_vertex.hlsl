// ARGS: -T vs_6_0 -E main
// A vertex shader has no neighbouring pixels to take derivatives from: SampleLevel is the way.
Texture2D<float4> heightmap : register(t0);
SamplerState smp : register(s0);
float4 main(float2 uv : TEXCOORD0) : SV_Position
{
    return heightmap.Sample(smp, uv);
}
