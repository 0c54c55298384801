// ARGS: -T vs_6_0 -E main
// EXPECT-ERROR: OSH0596
// Stage variables of one direction take their Location from
// [[vk::location]] all or none: B has none while A has one, which DXC
// refuses ("partial explicit stage input location assignment").
float4 main([[vk::location(5)]] int a : A, float b : B) : SV_Position
{
    return float4(a, b, 0, 1);
}
