// ARGS: -T cs_6_0 -E main
// frexp of a scalar, a vector and a matrix: x = m * 2^e with 0.5 <= |m| < 1
// (m = e = 0 for x = 0); the exponent comes back in the argument's float
// type. The matrix goes row by row (FrexpStruct takes no matrices; we built
// a 6-component vector type, found by tools/realshaders at -O0 on DXC's
// intrinsics.frexp test). Written per value: m * 2^e (must be x), 2|m|
// rounded down (1, or 0 for x = 0) and e (floor(log2|x|) + 1).
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=f32 name=f init="[(i - 20) * 0.375 for i in range(72)]"
// BUFFER: binding=1 type=f32 count=216 expect="[[f[k], 0.0 if f[k] == 0 else 1.0, 0.0 if f[k] == 0 else floor(log2(abs(f[k]))) + 1][j] for k in range(72) for j in range(3)]"
StructuredBuffer<float> F : register(t0);
RWStructuredBuffer<float> Out : register(u1);

void put(uint at, float m, float e) {
    Out[at] = m * exp2(e);
    Out[at + 1] = floor(abs(m) * 2.0);
    Out[at + 2] = e;
}

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint b = id.x * 9, o = id.x * 27;
    float e0;
    float m0 = frexp(F[b], e0);
    put(o, m0, e0);
    float2 e1;
    float2 m1 = frexp(float2(F[b + 1], F[b + 2]), e1);
    put(o + 3, m1.x, e1.x);
    put(o + 6, m1.y, e1.y);
    float2x3 e2;
    float2x3 m2 = frexp(float2x3(F[b + 3], F[b + 4], F[b + 5], F[b + 6], F[b + 7], F[b + 8]), e2);
    for (uint r = 0; r < 2; r++)
        for (uint c = 0; c < 3; c++)
            put(o + 9 + 3 * (3 * r + c), m2[r][c], e2[r][c]);
}
