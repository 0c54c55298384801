// ARGS: -T cs_6_0 -E main
// A struct with a field of its own (still incomplete) type: OSH0403 at the
// field, and the cast below must not recurse through the infinite type (the
// WGSL fuzzer found a stack overflow here).
struct S { float a; S b; };
RWStructuredBuffer<float> O : register(u0);
[numthreads(1, 1, 1)]
void main()
{
    S s = (S)0;
    O[0] = s.a;
}
