// ARGS: -T ps_6_0 -E main
// EXPECT-ERROR: OSH0510
// Sample and Load take only constant texel offsets (Vulkan allows run-time
// offsets only on gathers).
Texture2D<float4> t : register(t0);
SamplerState s : register(s0);
float4 main(float2 uv : TEXCOORD0, nointerpolation int2 o : OFF) : SV_Target {
    return t.Sample(s, uv, o) + t.Load(int3(0, 0, 0), o);
}
