// ARGS: -T ps_6_0 -E main
// Structs holding resources built by initializer lists (nested, with a
// struct returned by a call among the values) and returned from functions,
// including a member of a call's result used directly. makeTS has two
// instances (its parameter is gNormal or gTex).
Texture2D gTex : register(t0);
Texture2D gNormal : register(t1);
SamplerState gSmp : register(s4);
SamplerState gPoint : register(s5);

struct TS {
    Texture2D t;
    SamplerState s;
};

struct Material {
    TS albedo;
    TS normal;
    float rough;
};

TS makeTS(Texture2D t)
{
    TS r;
    r.t = t;
    r.s = gPoint;
    return r;
}

Material makeMat(float rough)
{
    Material m = {{gTex, gSmp}, makeTS(gNormal), rough};
    return m;
}

float4 main(float2 uv : TEXCOORD0) : SV_Target
{
    TS ts = {gTex, gSmp};
    Material m = makeMat(0.5);
    float4 c = ts.t.Sample(ts.s, uv);
    c += m.normal.t.Sample(m.albedo.s, uv) * m.rough;   // gNormal, gSmp
    c += m.albedo.t.Sample(m.normal.s, uv);             // gTex, gPoint
    c += makeTS(gTex).t.Sample(gSmp, uv);               // gTex
    return c;
}
