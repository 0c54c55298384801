// ARGS: -T cs_6_0 -E main
// A texel offset that stays run-time after inlining and folding is an
// error on Load and SampleLevel (Vulkan: VUID-StandaloneSpirv-Offset-04663
// allows Offset only on OpImage*Gather), reported at the offset; a gather
// with the same offset compiles (ImageGatherExtended). WGSL takes no
// run-time offsets at all.
// SPIRV-ERROR: OSH0510
// WGSL-ERROR: OSH5202
Texture2D<float4> T : register(t0);
SamplerState S : register(s1);
StructuredBuffer<int2> Off : register(t2);
RWStructuredBuffer<float4> R : register(u3);

float4 fetch(int2 off) { return T.Load(int3(0, 0, 0), off); }

[numthreads(1, 1, 1)]
void main() {
    int2 o = Off[0];
    R[0] = fetch(o);
    R[1] = T.SampleLevel(S, float2(0.5, 0.5), 0.0, o);
    R[2] = T.Gather(S, float2(0.5, 0.5), o);
}
