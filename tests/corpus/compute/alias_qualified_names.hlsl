// ARGS: -T cs_6_0 -E main
// A name qualified by a type alias (`using`/`typedef`) looks in the aliased
// enum or struct, as DXC does: Sym::B is 7 (enumerator B = 7), Dir::Up is 2,
// and Pair2::K (a static const member of Pair through the alias) is 11.
// Out[0] = 7, Out[1] = 2, Out[2] = 11; (Sym::B == sym) with sym = 7 gives 1.
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=u32 count=4 expect=[7, 2, 11, 1]
enum Symmetry : uint { A = 3, B = 7 };
enum class Direction { Down = 1, Up = 2 };
struct Pair { static const uint K = 11; uint x; };
using Sym = Symmetry;
typedef Direction Dir;
using Pair2 = Pair;
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(1, 1, 1)]
void main() {
    Sym sym = Sym::B;
    Out[0] = (uint)Sym::B;
    Out[1] = (uint)Dir::Up;
    Out[2] = Pair2::K;
    Out[3] = (Symmetry::B == sym) ? 1 : 0;
}
