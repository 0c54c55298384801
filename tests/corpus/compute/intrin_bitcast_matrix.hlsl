// ARGS: -T cs_6_0 -E main
// asuint, asint and asfloat of matrices: each row is reinterpreted as a
// vector of the other type. The rows were read as rows of the result type
// (an extract of a float row typed uint3: invalid SPIR-V, found by
// tools/realshaders at -O0 on DXC's intrinsics.asuint test).
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=f32 name=f init="[(i - 20) * 0.375 for i in range(48)]"
// BUFFER: binding=1 count=48 expect="[f2u(f[6 * t + k]) for t in range(8) for k in range(6)]"
// BUFFER: binding=2 type=f32 count=32 expect="[f[4 * t + k] * 2.0 for t in range(8) for k in range(4)]"
StructuredBuffer<float> F : register(t0);
RWStructuredBuffer<uint> Bits : register(u1);
RWStructuredBuffer<float> Back : register(u2);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint b = id.x * 6;
    float2x3 m = float2x3(F[b], F[b + 1], F[b + 2], F[b + 3], F[b + 4], F[b + 5]);
    uint2x3 u = asuint(m);
    int2x3 s = asint(m);
    for (uint r = 0; r < 2; r++)
        for (uint c = 0; c < 3; c++)
            Bits[b + r * 3 + c] = (r + c) % 2 ? u[r][c] : (uint)s[r][c];
    uint q = id.x * 4;
    float2x2 g = float2x2(F[q], F[q + 1], F[q + 2], F[q + 3]);
    float2x2 h = asfloat(asuint(g)) * 2.0;
    Back[q] = h[0][0];
    Back[q + 1] = h[0][1];
    Back[q + 2] = h[1][0];
    Back[q + 3] = h[1][1];
}
