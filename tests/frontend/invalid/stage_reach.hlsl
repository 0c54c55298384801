// ARGS: -T vs_6_0 -E VSMain
// Stage rules apply to what the entry point reaches: the discard in
// PSMain and in the unused helper are fine for -E VSMain; the one in a
// function VSMain calls is not. Condition declarations need an initializer.
struct V2P { float4 pos : SV_Position; float2 uv : TEXCOORD0; };

void kill_if(float a) { if (a < 0) discard; }
void unused_kill() { discard; }

V2P VSMain(float4 p : POSITION, float2 uv : TEXCOORD0)
{
    V2P o;
    kill_if(p.w);
    o.pos = p;
    o.uv = uv;
    if (int bad)
        o.uv.x = 0;
    if (static int s = 1)
        o.uv.y = s;
    return o;
}

float4 PSMain(V2P i) : SV_Target
{
    if (i.uv.x < 0)
        discard;
    return i.pos;
}
