// ARGS: -T cs_6_0 -E main
// DISPATCH: 1 1 1
// IMAGE: binding=0 kind=sampled format=rgba32f size=4x4 init=x+10*y+100*c
// IMAGE: binding=1 kind=sampled format=rgba32f size=4x4 init=c+1
// IMAGE: binding=2 kind=sampled format=rgba32f size=4x4 init=2*c
// IMAGE: binding=3 kind=sampled format=rgba32f size=4x4 init=3*c
// BUFFER: binding=4 type=f32 count=64 expect="(((i//4)%4) + 10*((i//4)//4) + 100*(i%4)) + 1000*(i%4+1) + (3*(i%4) if (i//4)%2 else 2*(i%4))"
// A global struct holding only resources (DXC's descriptor scalar
// replacement): one global per leaf, named g.a, g.b, h[0].t, h[1].t, with
// bindings in declaration order from the struct's on (g.a 0, g.b 1, h 2..3,
// Out 4). The struct is passed to a function by value and one element of
// an array of structs is chosen by a constant index. Thread t = x + 4y
// writes g.a[x, y] + 1000 * g.b[x, y] + h[t % 2].t[x, y] (h[0].t holds 2c,
// h[1].t 3c in component c).
struct Pair {
    Texture2D<float4> a;
    Texture2D<float4> b;
};
struct One {
    Texture2D<float4> t;
};
Pair g;
One h[2];
RWStructuredBuffer<float4> Out;

float4 both(Pair p, int2 c) { return p.a.Load(int3(c, 0)) + 1000 * p.b.Load(int3(c, 0)); }

[numthreads(16, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    int2 c = int2(id.x % 4, id.x / 4);
    float4 v = both(g, c);
    if (id.x % 2)
        v += h[1].t.Load(int3(c, 0));
    else
        v += h[0].t.Load(int3(c, 0));
    Out[id.x] = v;
}
