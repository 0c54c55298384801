// ARGS: -T ps_6_0 -E main
// EXPECT-WARNING: OSH0444
// A pixel shader's return value without a semantic: Location 0 as glslang
// makes it (hlsl.multiView.frag shape), with the warning OSH0444.
float4 main(float4 pos : SV_Position)
{
    return float4(pos.xy, 0, 1);
}
