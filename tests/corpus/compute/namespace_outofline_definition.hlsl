// ARGS: -T cs_6_0 -E main
// A namespace's function declared inside it and defined outside with a
// qualified name (`float N::f() {...}`), nested namespaces too, as in C++
// and DXC's namespace.functions.hlsl (it was "a namespace-qualified
// definition is not supported"). The definition sees N's names (K).
// Out = [N::f() + N::M::g(2), N::M::g(5)] = [2.5 + 6 + 10, 15 + 10]
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=f32 count=2 expect="[18.5, 25.0]"
RWStructuredBuffer<float> Out : register(u0);

namespace N {
    static const int K = 10;
    float f();
    namespace M { int g(int x); }
}

[numthreads(1, 1, 1)]
void main() {
    Out[0] = N::f() + N::M::g(2);
    Out[1] = N::M::g(5);
}

float N::f() { return 2.5; }
int N::M::g(int x) { return x * 3 + K; }
