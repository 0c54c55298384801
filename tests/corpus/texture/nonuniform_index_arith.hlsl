// ARGS: -T ps_6_0 -E main
// TARGETS: spirv
// NonUniformResourceIndex inside arithmetic (* + %, a cast, a swizzle) still
// makes the resource index non-uniform, as DXC carries the mark through
// operators: the accesses are decorated NonUniform and the module declares
// UniformTexelBufferArrayNonUniformIndexing and
// SampledImageArrayNonUniformIndexing (it declared the dynamic-indexing ones).
Buffer<float4> bufs[8] : register(t0);
Texture2D<float4> texs[4] : register(t8);
SamplerState s : register(s0);

float4 main(nointerpolation uint2 i : INDEX, float2 uv : TEXCOORD0) : SV_Target
{
    float4 a = bufs[NonUniformResourceIndex(i.x) * 2 + 1][3];
    float4 b = texs[(int)NonUniformResourceIndex(i).y % 4].Sample(s, uv);
    return a + b;
}
