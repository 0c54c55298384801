// ARGS: -T vs_6_0 -E VSMain
// Root cause: stage rules are checked on every function of the file, not only
// on those the selected entry point reaches. Files with VSMain and PSMain
// side by side are the norm in engine and sample code (DirectX-Graphics-
// Samples, most tutorials); compiling the vertex entry fails because the
// pixel entry uses `discard`. (clip() in the same position is accepted.)
// Expected: compiles; `discard` is only an error in a function reachable from
// a non-pixel entry point (DXC behaviour).
// Actual: OSH0325 "discard is only allowed in pixel shaders" (also with
// -fsyntax-only).
struct V2P { float4 pos : SV_Position; float2 uv : TEXCOORD0; };
Texture2D tex : register(t0);
SamplerState smp : register(s1);

V2P VSMain(float4 p : POSITION, float2 uv : TEXCOORD0)
{
    V2P o;
    o.pos = p;
    o.uv = uv;
    return o;
}

float4 PSMain(V2P i) : SV_Target
{
    float4 c = tex.Sample(smp, i.uv);
    if (c.a < 0.5)
        discard;
    return c;
}
