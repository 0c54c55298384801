// ARGS: -T vs_6_0 -E main
// [[vk::index]] selects a blend source: only a pixel shader output has one.
float4 main([[vk::location(0), vk::index(1)]] float4 p : POSITION) : SV_Position
{
    return p;
}
