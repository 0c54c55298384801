// ARGS: -T cs_6_0 -E main
// Functions that return a struct and fill one through out; a struct passed
// by value is a copy (the caller's stays unchanged).
// For thread i: make(i) = {i, 2i, (i, i+1)}; fill(i) = {i+5, 3, (0, i)}.
// DISPATCH: 1 1 1
// BUFFER: binding=0 count=96 expect="[[j, 2 * j, j, j + 1, j + 5, 3, 0, j, j + j + 5, j, 9, 0][k] for j in range(8) for k in range(12)]"
RWStructuredBuffer<uint> Out : register(u0);

struct Pair { uint a; uint b; uint2 v; };

Pair make(uint x) {
    Pair p;
    p.a = x;
    p.b = 2 * x;
    p.v = uint2(x, x + 1);
    return p;
}

void fill(uint x, out Pair p) {
    p.a = x + 5;
    p.b = 3;
    p.v = uint2(0, x);
}

uint clobber(Pair p) {
    p.a = 9;
    p.v.x = 0;
    return p.a + p.v.x;
}

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint o = id.x * 12;
    Pair p = make(id.x);
    Out[o + 0] = p.a; Out[o + 1] = p.b; Out[o + 2] = p.v.x; Out[o + 3] = p.v.y;
    Pair q;
    fill(id.x, q);
    Out[o + 4] = q.a; Out[o + 5] = q.b; Out[o + 6] = q.v.x; Out[o + 7] = q.v.y;
    Out[o + 8] = p.a + q.a;
    uint c = clobber(p);
    Out[o + 9] = p.a;
    Out[o + 10] = c;
    Out[o + 11] = 0;
}
