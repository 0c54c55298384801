// ARGS: -T ps_6_1 -E main
// GetAttributeAtVertex needs a nointerpolation input of the entry point
// (or a nointerpolation parameter a call gave one): an interpolated input,
// a local copy, and a parameter given an interpolated value are refused.
float3 f(nointerpolation float3 p) { return GetAttributeAtVertex(p, 1); }
float4 main(float3 a : A, nointerpolation float3 b : B) : SV_Target {
    float3 local = b;
    float3 r = GetAttributeAtVertex(a, 0) + GetAttributeAtVertex(local, 2) + f(b) + f(a);
    return float4(r, 1);
}
