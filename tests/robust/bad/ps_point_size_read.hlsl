// ARGS: -T ps_6_0 -E main
// Vulkan's fragment stage has no PointSize: reading the member is refused.
struct VSOut {
    float4 pos : SV_Position;
    [[vk::builtin("PointSize")]] float size : PSIZE;
};
float4 main(VSOut i) : SV_Target { return i.size; }
