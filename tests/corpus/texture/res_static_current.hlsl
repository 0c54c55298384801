// ARGS: -T ps_6_0 -E main
// A static resource that functions read and reassign acts as an implicit
// inout parameter of every function: what it holds at a call selects the
// instance, and what the callee leaves in it holds after the call. The
// three samples read gA (times 1), gB (times 2) and gA (times 3); s has an
// instance for each.
Texture2D gA : register(t0);
Texture2D gB : register(t1);
SamplerState smp : register(s4);

static Texture2D cur = gA;

float4 s(float2 uv) { return cur.Sample(smp, uv); }

void useB() { cur = gB; }

float4 main(float2 uv : TEXCOORD0) : SV_Target
{
    float4 c = s(uv);
    useB();
    c += s(uv) * 2.0;
    cur = gA;
    c += s(uv) * 3.0;
    return c;
}
