// ARGS: -T cs_6_0 -E main
// A qualified definition of a function the namespace does not declare (C++
// and DXC refuse it), reported once, with no follow-on errors.
namespace N { float f(); }
float N::h() { float y = 2; return y; }
float N::f() { return 3; }
RWStructuredBuffer<float> buf : register(u0);
[numthreads(1, 1, 1)]
void main() { buf[0] = N::f(); }
