// ARGS: -T vs_6_0 -E main
// Root cause: a vertex entry point with no SV_Position output. WGSL requires
// @builtin(position) in a vertex shader's return type. 14 of 117 (mostly DXC
// tests whose vertex entry is `void main()`).
// Expected: -wgsl either adds a `@builtin(position)` output (zero) or reports
// OSH5202; -spirv passes already.
// Actual: Tint: "a vertex shader must include the 'position' builtin in its
// return type".
float main(float v : A) : B
{
    return v * 2.0;
}
