// ARGS: -T ps_6_0 -E main
// Resource legalization (what DXC's legalization gives after inlining):
// resources held in a local struct, copied into another struct and passed
// to a function by value resolve to the globals they were assigned from.
// Every sample below names gTex and gSmp; sampleIt has one instance.
Texture2D gTex : register(t0);
SamplerState gSmp : register(s4);

struct TS {
    Texture2D t;
    SamplerState s;
};

float4 sampleIt(TS ts, float2 uv) { return ts.t.Sample(ts.s, uv); }

float4 main(float2 uv : TEXCOORD0) : SV_Target
{
    TS ts;
    ts.t = gTex;
    ts.s = gSmp;
    TS copy = ts;
    return sampleIt(copy, uv) + copy.t.Sample(ts.s, uv) + sampleIt(ts, uv * 2.0);
}
