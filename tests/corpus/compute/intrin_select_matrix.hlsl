// ARGS: -T cs_6_0 -E main
// select() on matrices (HLSL 2021): with a bool matrix condition per
// component, with a scalar condition whole. OpSelect takes no matrices, so
// both go row by row; we emitted one OpSelect of the matrix type (invalid
// SPIR-V). Element (r, c) of thread t: v[2r+c] where v[2r+c] > 0.5, else
// -v[2r+c]; then the first matrix when t is even, else the second.
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=f32 name=v init="[((i * 7) % 10) * 0.125 for i in range(32)]"
// BUFFER: binding=1 type=f32 count=64 expect="[(v[4 * t + j] if v[4 * t + j] > 0.5 else -v[4 * t + j]) if j < 4 else (float(j - 3) if t % 2 == 0 else float(j + 1)) for t in range(8) for j in range(8)]"
StructuredBuffer<float4> V : register(t0);
RWStructuredBuffer<float> Out : register(u1);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    float4 c = V[id.x];
    float2x2 a = float2x2(c);
    float2x2 r = select(a > 0.5, a, -a);
    float2x2 s = select((id.x & 1) == 0, float2x2(1, 2, 3, 4), float2x2(5, 6, 7, 8));
    uint o = id.x * 8;
    Out[o] = r[0][0];
    Out[o + 1] = r[0][1];
    Out[o + 2] = r[1][0];
    Out[o + 3] = r[1][1];
    Out[o + 4] = s[0][0];
    Out[o + 5] = s[0][1];
    Out[o + 6] = s[1][0];
    Out[o + 7] = s[1][1];
}
