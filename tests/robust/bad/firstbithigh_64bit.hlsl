// ARGS: -T cs_6_0 -E main
// GLSL.std.450 FindUMsb takes 32-bit integers: a 64-bit value has no translation.
RWStructuredBuffer<uint64_t> values : register(u0);
RWStructuredBuffer<uint> result : register(u1);
[numthreads(1, 1, 1)]
void main()
{
    result[0] = firstbithigh(values[0]);
}
