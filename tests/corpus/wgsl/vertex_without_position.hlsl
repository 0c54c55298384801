// ARGS: -T vs_6_0 -E main
// TARGETS: wgsl
// EXPECT-WARNING: OSH5206
// A vertex entry point without an SV_Position output: WGSL requires
// @builtin(position), so the back end writes a zero position and warns.
float main(float v : A) : B
{
    return v * 2.0;
}
