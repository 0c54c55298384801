// ARGS: -T ps_6_0 -E main -HV 2021
template <typename T> T twice(T x) { return x * 2; }
template <typename T, typename U> U conv(T t) { return (U)t; }
struct V { float v; V operator+(V o) { V r = { v + o.v }; return r; } };
struct Bits { uint a : 4; uint b : 40; };
float4 main() : SV_Target
{
    float a = conv(1);
    V p = { 1 }, q = { 2 };
    V r = p - q;
    return a + twice(1.0) + r.v;
}
