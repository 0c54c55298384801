// ARGS: -T ps_6_0 -E main
// Both outputs at Location 0 Index 1 (a dual-source pair needs Index 0 and 1):
// found by libFuzzer, it gave invalid SPIR-V.
struct PSOut {
    [[vk::location(0), vk::index(1)]] float4 a : SV_Target0;
    [[vk::location(0), vk::index(1)]] float4 b : SV_Target1;
};
PSOut main(float4 c : COLOR) { PSOut o; o.a = c; o.b = c * 0.5; return o; }
