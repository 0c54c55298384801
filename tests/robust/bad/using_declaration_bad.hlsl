// ARGS: -T cs_6_0 -E main
// A using-declaration of a name no namespace has, and one that clashes.
RWStructuredBuffer<float> buf : register(u0);
namespace a { float f() { return 1; } }
using a::g;
static float f = 2;
using a::f;
[numthreads(1, 1, 1)]
void main() { buf[0] = f; }
