// ARGS: -T vs_6_0 -E main
// A built-in has no Location: the two attributes contradict each other.
struct VsOut {
    float4 pos : SV_Position;
    [[vk::location(2), vk::builtin("PointSize")]] float size : PSIZE;
};
VsOut main(float4 p : POSITION)
{
    VsOut o;
    o.pos = p;
    o.size = 1;
    return o;
}
