// ARGS: -T vs_6_0 -E main
// A loose global lives in the $Globals buffer: it has no descriptor of its own to bind.
[[vk::binding(3)]] float4 tint;
float4 main() : SV_Position
{
    return tint;
}
