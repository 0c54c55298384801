// ARGS: -T ps_6_0 -E main
// Dual-source blending has two sources at Location 0: Index 0 and Index 1.
struct PsOut {
    [[vk::location(0), vk::index(0)]] float4 a : SV_Target0;
    [[vk::location(1), vk::index(2)]] float4 b : SV_Target1;
};
PsOut main(float4 c : COLOR)
{
    PsOut o;
    o.a = c;
    o.b = c * 0.5;
    return o;
}
