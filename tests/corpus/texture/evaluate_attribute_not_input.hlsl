// ARGS: -T ps_6_0 -E main
// EvaluateAttribute* interpolate a stage input; a local copy, an integer
// input or an expression is an error at the argument.
// EXPECT-ERROR: OSH0520
float4 main(float4 c : COLOR0, nointerpolation int k : KEY) : SV_Target
{
    float4 local = c * 2;
    float4 r = EvaluateAttributeCentroid(local);
    r.x += EvaluateAttributeAtSample(k, 0);
    r += EvaluateAttributeSnapped(c + 1, int2(0, 0));
    return r;
}
