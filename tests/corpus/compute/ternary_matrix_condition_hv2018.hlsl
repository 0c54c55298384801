// ARGS: -T cs_6_0 -E main -HV 2018
// Before HLSL 2021, ?: is per component and its condition may be a bool
// matrix (DXC's CodeGenSPIRV test ternary-op.cond-op under -HV 2018): row by
// row, each an OpSelect of the row's condition vector. It was refused
// (OSH0316). Element (r, c) of thread t is a[r][c] where v[2r+c] > 0.5,
// else b[r][c]; a is v as a 2x2 matrix and b is v reversed, plus a scalar
// arm broadcast to the matrix.
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=f32 name=v init="[((i * 7) % 10) * 0.125 for i in range(32)]"
// BUFFER: binding=1 type=f32 count=64 expect="[[v[4 * t + k] if v[4 * t + k] > 0.5 else v[4 * t + 3 - k] for k in range(4)][j] if j < 4 else (v[4 * t + j - 4] if v[4 * t + j - 4] > 0.5 else -1.0) for t in range(8) for j in range(8)]"
StructuredBuffer<float4> V : register(t0);
RWStructuredBuffer<float> Out : register(u1);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    float4 c = V[id.x];
    bool2x2 k = bool2x2(c > 0.5);
    float2x2 a = float2x2(c), b = float2x2(c.wzyx);
    float2x2 r = k ? a : b;
    float2x2 s = k ? a : -1.0;
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
