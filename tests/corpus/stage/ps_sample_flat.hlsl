// ARGS: -T ps_6_0 -E main
// Pixel stage I/O and sampling: SV_Target, integer inputs are Flat,
// Texture2D.Sample with a SamplerState (OpSampledImage at the use).
Texture2D<float4> tex : register(t0);
SamplerState smp : register(s1); // s0 would share binding 0 with t0 (as in DXC)
float4 main(float4 pos : SV_Position, float2 uv : TEXCOORD0, uint id : TEXCOORD1) : SV_Target {
    float4 c = tex.Sample(smp, uv) + tex.SampleLevel(smp, uv, 0);
    if (c.a < 0.1) discard;
    return c * (float)id + pos.x;
}
