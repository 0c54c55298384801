// ARGS: -T cs_6_0 -E main
// Overload resolution for user functions: exact match beats promotion beats
// conversion, vector size and scalar kind both count, out parameters.
float pick(float x) { return 1; }
float pick(int x) { return 2; }
float pick(uint x) { return 3; }
float pick(double x) { return 4; }
float pick(float2 x) { return 5; }
float pick(float3 x) { return 6; }
float pick(bool x) { return 7; }
float shape(float4 v) { return 1; }
float shape(float2x2 m) { return 2; }
void outp(out float f) { f = 1; }
void outp(out int i) { i = 2; }
struct S { float v; };
float take(S s) { return s.v; }
float take(float f) { return f * 2; }
RWStructuredBuffer<float> Out : register(u0);
[numthreads(1, 1, 1)]
void main()
{
    float f = 0; int i = 0; uint u = 0; double d = 0; bool b = true;
    half h = 0;
    min16float mf = 0;
    float s = pick(f) + pick(i) + pick(u) + pick(d) + pick(float2(1, 2)) + pick(float3(1, 2, 3)) + pick(b) +
              pick(h) + pick(1u) + pick(1.0f) + pick(true);
    float2x2 m = 0;
    s += shape(float4(1, 2, 3, 4)) + shape(m);
    float of; int oi;
    outp(of); outp(oi);
    S st = { 3 };
    Out[0] = s + of + oi + take(st) + take(1.0f);
}
