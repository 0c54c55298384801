// ARGS: -T vs_6_0 -E main
// TARGETS: wgsl
// WGSL-ERROR: OSH5202
// WGSL has no subgroup operations in vertex shaders: the error points at
// the wave intrinsic's call (in a helper), not at the entry point.
float spread(float v)
{
    return WaveActiveSum(v) * 0.5;
}

float4 main(float v : A) : SV_Position
{
    return float4(spread(v), 0.0, 0.0, 1.0);
}
