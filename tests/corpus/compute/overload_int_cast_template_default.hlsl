// ARGS: -T cs_6_0 -E main -HV 2021
// Two things kajiya's shaders (EmbarkStudios/kajiya, compiled by DXC) need:
// - overloads f(int2) and f(float2) called with a uint2: DXC's ScoreCast
//   scores an integer-to-integer conversion below an integer-to-float one,
//   so f(int2) is chosen (it was "ambiguous", OSH0312);
// - a function template whose default argument is of a struct type other
//   than the one a call instantiates it with: the default is only checked
//   where a call uses it (it was OSH0301 on the instance).
// Out[0] = uv(uint2(3, 4)) = 1 (the int2 overload; the float2 one gives 2);
// Out[1] = uv(float2(3, 4)) = 2; Out[2] = get_plus<A>(1) = 1 + 10 = 11;
// Out[3] = get_plus(1, B::create()) = 1 + 20 = 21.
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=u32 count=4 expect="[1, 2, 11, 21]"
RWStructuredBuffer<uint> Out : register(u0);

uint uv(int2 p) { return 1; }
uint uv(float2 p) { return 2; }

struct A {
    static A create() { A a; a.v = 10; return a; }
    uint v;
    uint get() { return v; }
};
struct B {
    static B create() { B b; b.v = 20; return b; }
    uint v;
    uint get() { return v; }
};

template <typename R>
uint get_plus(uint x, R r = A::create()) { return x + r.get(); }

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[0] = uv(uint2(3, 4) + id.xy);
    Out[1] = uv(float2(3, 4));
    Out[2] = get_plus<A>(1);
    Out[3] = get_plus(1, B::create());
}
