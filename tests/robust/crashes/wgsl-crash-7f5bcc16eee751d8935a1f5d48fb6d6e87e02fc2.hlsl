// ARGS: -T cs_6_0 -E main
// bool members of a structured buffer element are 32-bit words (0/1): read,
// used as conditions, written back (whole-struct store). Layout: a 0, b 4,
// c 8, d (bool2 = uint2) at 16; stride 24 (6 words, word 3 is padding).
// In[j] = {j, j odd, 1.5 j, (j % 3 == 0, j % 4 == 0)}.
// Out[j] = {a, !b, 2c, (d.y, b)}; R[j] = b + 2 d.x + 4 d.y + 8 any(d).
// DISPATCH: 1 1 1
// BUFFER: binding=0 count=48 init="[[j, j % 2, f2u(j * 1.5), 0, int(j % 3 == 0), int(j % 4 == 0)][k] for j in range(8) for k in range(6)]"
// BUFFER: binding=1 count=48 expect="[[j, 1 - j % 2, f2u(j * 3.0), 0, int(j % 4 == 0), j % 2][k] for j in range(8) for k in range(6)]"
// BUFFER: binding=2 count=8 expect="i % 2 + 2 * int(i % 3 == 0) + 4 * int(i % 4 == 0) + 8 * int(i % 3 == 0 or i % 4 == 0)"
struct S {
    uint a;
    bool b;
    float c;
    bool2 d;
};
StructuredBuffer<S> In : register(t0);
RWStructuredBuffer<S> Out : register(u1);
RWStructuredBuffer<uint> R : register(u2);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    S s = In[id.x];
    S o;
    o.a = s.a;
    o.b = !s.b;
    o.c = s.c * 2.0;
    o.d = bool2(s.d.y, s.b);
    Out[id.x] = o;
    uint r = 0;
    if (s.b) r += 1;
    if (s.d.x) r += 2;
    if (In[id.x].d.y) r += 4;
    if (any(s.d)) r += 8;
    R[id.x] = r;
}
