// ARGS: -T vs_6_0 -E main
// Push constants are not in a descriptor set.
struct Consts { float4 scale; };
[[vk::push_constant, vk::binding(1)]] Consts consts;
float4 main() : SV_Position
{
    return consts.scale;
}
