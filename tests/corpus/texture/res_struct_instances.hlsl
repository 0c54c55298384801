// ARGS: -T ps_6_0 -E main
// A struct with resources and plain data: the plain fields stay values
// (copied, passed, changed), the resources resolve at compile time, and a
// function taking the struct gets one instance per set of resources it
// holds: shade for (gA, gSmp) serves `a` and `a2`, a second one for
// (gB, gSmp) serves `b`.
Texture2D gA : register(t0);
Texture2D gB : register(t1);
SamplerState gSmp : register(s4);

struct Layer {
    float4 tint;
    Texture2D tex;
    float scale;
    SamplerState smp;
};

float4 shade(Layer ly, float2 uv) { return ly.tex.Sample(ly.smp, uv * ly.scale) * ly.tint; }

float4 main(float2 uv : TEXCOORD0, float4 c : COLOR0) : SV_Target
{
    Layer a;
    a.tint = c;
    a.tex = gA;
    a.scale = 2.0;
    a.smp = gSmp;
    Layer b = a;
    b.tex = gB;
    b.scale = 0.5;
    Layer a2 = a;
    a2.tint = c.wzyx;
    return shade(a, uv) + shade(b, uv) + shade(a2, uv);
}
