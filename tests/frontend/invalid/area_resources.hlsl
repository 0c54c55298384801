// ARGS: -T ps_6_0 -E main
cbuffer CB : register(b0) { float4 c : packoffset(c0.q); };
Texture2D t : register(x0);
StructuredBuffer sbNoType;
SamplerState s;
struct S { float v; };
ConstantBuffer<S> cb;
float4 main(float2 uv : TEXCOORD0) : SV_Target
{
    float4 r = t.Sample(uv);
    r += t.SampleLevel(s, uv);
    r += t.Load(int2(0, 0));
    r += t.NoSuchMethod(s, uv);
    cb.v = 2;
    t = t;
    return r;
}
