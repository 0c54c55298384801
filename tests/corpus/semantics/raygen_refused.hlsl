// ARGS: -T lib_6_3 -E main
// A ray generation entry is not a 1x1x1 compute shader: ray tracing stages
// are refused until they are implemented.
// EXPECT-ERROR: OSH0523
RWStructuredBuffer<uint> b : register(u0);

[shader("raygeneration")]
void main()
{
    b[0] = 1;
}
