// ARGS: -T vs_6_0 -E main
// Two inputs at one explicit location (DXC: "stage input location #3 already
// consumed by semantic 'M'"); the float2x2 at 4 takes 4 and 5, so 5 is taken.
float4 main([[vk::location(3)]] float m : M, [[vk::location(3)]] float n : N,
            [[vk::location(4)]] float2x2 w : W, [[vk::location(5)]] float v : V) : SV_Position
{
    return float4(m, n, w[0][0], v);
}
