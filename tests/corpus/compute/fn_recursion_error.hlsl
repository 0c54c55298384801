// ARGS: -T cs_6_0 -E main
// HLSL forbids recursion: lowering reports it.
// EXPECT-ERROR: OSH0501
RWStructuredBuffer<uint> o : register(u0);
uint fact(uint n) { return n <= 1 ? 1 : n * fact(n - 1); }
[numthreads(1, 1, 1)]
void main() { o[0] = fact(5); }
