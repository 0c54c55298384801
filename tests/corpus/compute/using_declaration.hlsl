// ARGS: -T cs_6_0 -E main
// A using-declaration `using ns::name;` makes a function (all its
// overloads), a type or a variable of a namespace visible where it is
// written, as in C++ and DXC's using.hlsl.
//   twice(3) = 6, twice(1.5) = 3 (the float overload), S's k = 7, K = 100
// Out = [6, 3, 7, 100]
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=f32 count=4 expect="[6.0, 3.0, 7.0, 100.0]"
RWStructuredBuffer<float> Out : register(u0);

namespace lib {
    int twice(int a) { return a * 2; }
    float twice(float a) { return a * 2; }
    struct S { int k; };
    namespace inner { static const int K = 100; }
}
using lib::twice;
using lib::S;
using lib::inner::K;

[numthreads(1, 1, 1)]
void main() {
    S s;
    s.k = 7;
    Out[0] = twice(3);
    Out[1] = twice(1.5f);
    Out[2] = s.k;
    Out[3] = K;
}
