// ARGS: -T cs_6_0 -E main
// A local struct holding a struct and an array of structs: member writes
// through nested paths, whole-struct copy (independent afterwards), a dynamic
// index into the member array, and a struct initializer list.
// For thread i: o.inner = {i, i*i}; o.list[k] = {k + i, 10k}; copy has
// list[1].y = 99; output: o.inner.x, o.inner.y, o.list[i%3].x, o.list[1].y,
// c.list[1].y, c.tag, init.inner.y, init.list[2].x.
// DISPATCH: 1 1 1
// BUFFER: binding=0 count=64 expect="[[j, j * j, j % 3 + j, 10, 99, 7, 2, 5][k] for j in range(8) for k in range(8)]"
RWStructuredBuffer<uint> Out : register(u0);

struct Inner { uint x; uint y; };
struct Outer { Inner inner; Inner list[3]; uint tag; };

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.x;
    Outer o;
    o.inner.x = i;
    o.inner.y = i * i;
    for (uint k = 0; k < 3; k++) {
        o.list[k].x = k + i;
        o.list[k].y = 10 * k;
    }
    o.tag = 7;
    Outer c = o;
    c.list[1].y = 99;
    Outer init = { {1, 2}, { {3, 4}, {0, 0}, {5, 6} }, 8 };
    uint o8 = i * 8;
    Out[o8 + 0] = o.inner.x;
    Out[o8 + 1] = o.inner.y;
    Out[o8 + 2] = o.list[i % 3].x;
    Out[o8 + 3] = o.list[1].y;
    Out[o8 + 4] = c.list[1].y;
    Out[o8 + 5] = c.tag;
    Out[o8 + 6] = init.inner.y;
    Out[o8 + 7] = init.list[2].x;
}
