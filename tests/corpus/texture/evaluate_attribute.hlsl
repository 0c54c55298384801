// ARGS: -T ps_6_0 -E main
// EvaluateAttributeAtSample / Centroid / Snapped on stage inputs (a
// parameter and a struct field): GLSL.std.450 InterpolateAtSample /
// InterpolateAtCentroid / InterpolateAtOffset on the Input variable itself
// (capability InterpolationFunction); Snapped's int2 offset is in 1/16 pixel.
// WGSL has no pull-model interpolation.
// WGSL-ERROR: OSH5202
struct In {
    float4 pos : SV_Position;
    float2 uv : TEXCOORD0;
};

float4 main(In i, float3 n : NORMAL, uint s : SV_SampleIndex) : SV_Target
{
    float2 a = EvaluateAttributeAtSample(i.uv, s);
    float3 b = EvaluateAttributeCentroid(n);
    float2 c = EvaluateAttributeSnapped(i.uv, int2(-8, 7));
    return float4(a + c, b.x + b.y, b.z);
}
