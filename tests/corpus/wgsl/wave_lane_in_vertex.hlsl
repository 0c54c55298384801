// ARGS: -T vs_6_0 -E main
// TARGETS: wgsl
// WGSL-ERROR: OSH5202
// WaveGetLaneIndex() reads a built-in input, which WGSL vertex shaders do
// not have: the error points at the call.
float lane()
{
    return (float)WaveGetLaneIndex();
}

float4 main(float v : A) : SV_Position
{
    return float4(v, lane(), 0.0, 1.0);
}
