// ARGS: -T ps_6_0 -E main
struct Texel { float r; float g; };
[[vk::input_attachment_index(0)]] SubpassInput<Texel> color;
float4 main() : SV_Target
{
    return 0;
}
