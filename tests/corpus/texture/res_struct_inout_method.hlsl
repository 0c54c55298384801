// ARGS: -T ps_6_0 -E main
// Resources that come back from functions: an inout struct parameter, an
// out resource parameter, a method that reassigns a member of `this`, and
// statics (a struct and a resource) initialized from globals.
Texture2D gTex : register(t0);
Texture2D gTex2 : register(t1);
SamplerState gSmp : register(s4);

struct TS {
    Texture2D t;
    SamplerState s;
    float bias;

    float4 get(float2 uv) { return t.SampleBias(s, uv, bias); }
    void retarget(Texture2D nt) { t = nt; }
};

static TS sDefault = {gTex, gSmp, 0.0};
static Texture2D sTex = gTex2;

void setup(inout TS ts)
{
    ts.t = gTex2;
    ts.bias = 1.0;
}

void pick(out Texture2D t) { t = gTex; }

float4 main(float2 uv : TEXCOORD0) : SV_Target
{
    TS ts = sDefault;
    float4 c = ts.get(uv);              // gTex, bias 0
    setup(ts);
    c += ts.get(uv);                    // gTex2, bias 1
    Texture2D p;
    pick(p);
    c += p.Sample(ts.s, uv);            // gTex
    ts.retarget(sTex);
    ts.t = p;
    ts.retarget(sTex);
    c += ts.t.Sample(sDefault.s, uv);   // gTex2
    return c;
}
