// ARGS: -T ps_6_0 -E main
// An input attachment is a descriptor: a static one would be a private copy of nothing.
[[vk::input_attachment_index(0)]] static SubpassInput<float4> color;
float4 main() : SV_Target
{
    return color.SubpassLoad();
}
