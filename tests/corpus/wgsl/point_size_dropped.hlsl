// ARGS: -T vs_6_0 -E main
// TARGETS: wgsl
// EXPECT-WARNING: OSH5211
// A [[vk::builtin("PointSize")]] output: WebGPU has no point size (points
// are one pixel), so the output is dropped with a warning; this one writes
// a size other than 1, so the warning says points are one pixel. The WGSL
// has only the position output.
struct VSOut {
    float4 pos : SV_Position;
    [[vk::builtin("PointSize")]] float size : PSIZE;
};

VSOut main(float4 p : POSITION) {
    VSOut o;
    o.pos = p;
    o.size = p.w * 4.0;
    return o;
}
