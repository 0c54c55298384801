// ARGS: -T ps_6_0 -E main
// Declarations as conditions (C++): `if (T x = e)`, `while`, `for`, `switch`.
// The variable is scoped to the statement (else branch included) and its
// value converted to bool is the condition (the switch's selector).
StructuredBuffer<uint> links : register(t0);
Texture2D<float4> tex : register(t1);
SamplerState smp : register(s0);

uint next_link(uint i) { return links[i]; }
int pick(int x) { return x - 1; }

float4 main(float2 uv : TEXCOORD0, nointerpolation uint start : START, nointerpolation int n : N) : SV_Target
{
    float4 acc = 0;
    if (int d = n)
        acc.x += d;
    else
        acc.x -= d;
    if (const uint m = start & 1u) {
        acc.y = m;
    }
    if (float w = tex.Sample(smp, uv).w)
        acc.w = w;
    if (bool hit = uv.x > 0.5)
        acc.z = hit ? 1 : 0;
    [loop] while (uint i = next_link(start)) {
        start = i - 1;
        if (start > 100)
            break;
        if (start & 1)
            continue;
        acc += 0.5;
    }
    int k2 = n;
    for (int it = 0; int left = k2 - it; ++it) {
        acc.x += left;
        if (it > 8)
            break;
    }
    switch (int s = pick(n) & 3) {
    case 0: acc.x += s; break;
    case 1: { int s2 = s * 2; acc.y += s2; } break;
    default: break;
    }
    int d = 2; /* the condition variables above are out of scope here */
    // Expressions that start with a type are not declarations.
    if (float4(uv, 0, 1).y > 0.25)
        acc.y += d;
    if (vector<int, 2>(n, 1).x)
        acc.z += 1;
    if ((int)uv.x)
        acc.z += 2;
    while (int(uv.y * 4) > d)
        d++;
    return acc;
}
