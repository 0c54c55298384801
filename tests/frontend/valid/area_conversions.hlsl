// ARGS: -T cs_6_0 -E main
// Implicit conversions: ranks, promotion, splats, truncation (warned, but
// valid), literals that stay untyped, bool conversions, struct casts.
struct Pair { float a; float b; };
struct Quad { float4 v; };
RWStructuredBuffer<float> Out : register(u0);
float takesFloat(float f) { return f; }
uint takesUint(uint u) { return u; }
float4 takesVec(float4 v) { return v; }
[numthreads(1, 1, 1)]
void main()
{
    int i = 3;
    uint u = i;
    float f = u;
    double d = f;
    half h = f;
    bool b = f;
    int fromBool = b;
    float4 splat = 2;
    float4 splatVar = f;
    float3 trunc3 = (float3)splat;
    float scalarFromVec = (float)splat;
    int4 iv = splat;
    uint2 uv2 = int2(-1, 2);
    float2x2 m = 1;
    float4 fromMat = (float4)m;
    float1 one = f;
    float backToScalar = one;
    float lit = 1 / 2 + 0.5;
    Pair p = (Pair)splat.xy;
    Quad q = (Quad)0;
    float4 fromStruct = (float4)q;
    Out[0] = i + u + f + (float)d + h + b + fromBool + splat.x + splatVar.y + trunc3.z + scalarFromVec + iv.w +
             uv2.y + fromMat.w + backToScalar + lit + p.b + fromStruct.x + takesFloat(i) + takesUint(f) +
             takesVec(1).x + takesVec(f).y;
}
