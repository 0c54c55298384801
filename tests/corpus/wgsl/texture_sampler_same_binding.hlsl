// ARGS: -T ps_6_0 -E main
// TARGETS: wgsl
// EXPECT-WARNING: OSH5207
// DXC's register mapping puts tN, sN, bN and uN all at binding N, which
// Vulkan allows (t1 + s1 is a combined image sampler there) and WGSL does
// not. The SPIR-V keeps the shared bindings; in WGSL the resource that keeps
// a shared binding is the first non-sampler declared there, and the others
// move, in declaration order, past the highest binding group 0 uses (3):
//   smp0 (shares 0 with tex0, declared first but a sampler) -> 4
//   smp1 (shares 1 with tex1)                                -> 5
//   Params (b1, shares 1 with tex1, declared later)          -> 6
//   the push constants go after everything                   -> 7
// tex3 alone at 3 is not moved. One OSH5207 warning per moved resource;
// reflection reports the moves as wgsl_binding (tests/wgsl/wgsl_test.c).
SamplerState smp0 : register(s0);
Texture2D tex0 : register(t0);
Texture2D tex1 : register(t1);
SamplerState smp1 : register(s1);
cbuffer Params : register(b1) { float4 tint; };
Texture2D tex3 : register(t3);
struct Push { float scale; };
[[vk::push_constant]] Push pc;

float4 main(float2 uv : TEXCOORD0) : SV_Target
{
    return (tex0.Sample(smp0, uv) + tex1.Sample(smp1, uv) + tex3.Sample(smp0, uv)) * tint *
           pc.scale;
}
