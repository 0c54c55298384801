// ARGS: -T cs_6_0 -E main
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=u32 count=2 expect=[97, 21]
// A static method called through a template's instance, S<N>::f() (DXC's
// spv.intrinsicExecutionMode.template.hlsl calls one that declares an
// execution mode): Scale<32>::apply(1) = 32 * 3 + 1 = 97 and
// Scale<5>::apply(6) = 5 * 3 + 6 = 21, each instance with its own N.
template <uint N>
struct Scale {
    static uint apply(uint x) { return N * 3 + x; }
};
RWStructuredBuffer<uint> o : register(u0);
[numthreads(1, 1, 1)]
void main()
{
    o[0] = Scale<32>::apply(1);
    o[1] = Scale<5>::apply(6);
}
