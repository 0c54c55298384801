// ARGS: -T ps_6_0 -E main
// Dual-source blending: both outputs at Location 0, told apart by Index 0 and
// Index 1 (DXC's semantic.target.dual-blend.hlsl). WGSL: `enable
// dual_source_blending;` and @location(0) @blend_src(0/1).
struct PSOut {
    [[vk::location(0), vk::index(0)]] float4 a : SV_Target0;
    [[vk::location(0), vk::index(1)]] float4 b : SV_Target1;
};

PSOut main(float4 c : COLOR)
{
    PSOut o;
    o.a = c;
    o.b = c * 0.5;
    return o;
}
