// ARGS: -T cs_6_0 -E main -HV 2021
// A static member a template instance does not have.
template <typename T> struct S { static const T value = 1; };
RWStructuredBuffer<uint> buf : register(u0);
[numthreads(1, 1, 1)]
void main() { buf[0] = S<uint>::nothere; }
