// ARGS: -T ps_6_0 -E main
// A gather's texel offset outside -8..7: HLSL's gathers take -32..31 (Vulkan
// up to maxTexelGatherOffset, 31 on most devices), WGSL only -8..7, and Tint
// rejected the module we wrote (offset component 1 is 8). Now the WGSL
// target refuses it at the call; SPIR-V keeps the offset.
// WGSL-ERROR: OSH5202
Texture2D<float4> t : register(t0);
SamplerState s : register(s1);

float4 main(float2 uv : UV) : SV_Target {
    return t.GatherRed(s, uv, int2(7, 8));
}
