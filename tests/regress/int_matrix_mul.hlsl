// ARGS: -T cs_6_0 -E main
// Root cause: mul() with integer matrix operands (scalar*matrix, matrix*
// scalar, vector*matrix, matrix*vector). DXC test intrinsics.mul.
// Expected: compiles; SPIR-V has no OpMatrixTimes* for integers, so it is
// expanded to per-row OpIMul/OpIAdd (as DXC does); WGSL has no integer
// matrices, so OSH5202 there is acceptable (spec lists integer matrices).
// Actual: OSH0500 "mul() of integer matrices is not supported yet" on -spirv.
RWStructuredBuffer<int3> o : register(u0);

[numthreads(1, 1, 1)]
void main()
{
    int2x3 m = int2x3(1, 2, 3, 4, 5, 6);
    int2 v = int2(7, 8);
    int3 r = mul(v, m) + mul(2, m)[1];
    o[0] = r;
}
