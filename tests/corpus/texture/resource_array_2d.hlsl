// ARGS: -T ps_6_0 -E main
// TARGETS: spirv
// A two-dimensional resource array is one flattened array variable
// (t[2][3] is 6 textures), element i*3 + j; a run-time index adds
// SampledImageArrayDynamicIndexing.
Texture2D<float4> t[2][3] : register(t0);
SamplerState s[2] : register(s8);
float4 main(float2 uv : TEXCOORD0, nointerpolation uint k : K) : SV_Target {
    return t[1][2].Sample(s[1], uv) + t[k & 1][k % 3].Sample(s[0], uv);
}
