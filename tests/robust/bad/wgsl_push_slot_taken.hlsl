// ARGS: -T ps_6_0 -E main -wgsl -fwgsl-push-constant-binding 0 0
// The push constants pinned on the slot tA keeps: WGSL would hold two
// variables on @group(0) @binding(0), which WebGPU refuses. (sA, moved off
// tA's binding, skips the pinned slot: with "0 1" this compiles, sA at 2.)
struct P { float4 tint; };
[[vk::push_constant]] P pc;
Texture2D tA : register(t0);
SamplerState sA : register(s0);
float4 main(float4 p : SV_Position) : SV_Target { return tA.Sample(sA, p.xy) * pc.tint; }
