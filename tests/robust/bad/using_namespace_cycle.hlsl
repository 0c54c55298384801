// ARGS: -T cs_6_0 -E main
// using-namespace directives that form a cycle (each twice): a name none
// of them has is undeclared, found without looping.
namespace A { namespace B {} }
namespace B { using namespace A; using namespace A; }
namespace A { using namespace B; using namespace B; }
using namespace A;
RWStructuredBuffer<float> buf : register(u0);
[numthreads(1, 1, 1)]
void main() { buf[0] = nothere; }
