// ARGS: -T cs_6_0 -E main
// Conversions to and from bool: nonzero int/float is true, true is 1 (and
// 1.0), bool vectors from comparisons, !, &&, || (short-circuit on scalars in
// HLSL 2021), and(), or(), and a bool used in arithmetic.
// Output j*8+k: value k for input j.
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=i32 name=x init=[0, 1, -1, 5, 0, 2, 0, -3]
// BUFFER: binding=1 type=f32 name=f init=[0.0, 0.5, -0.0, 2.0, 1.0, 0.0, -7.0, 0.0]
// BUFFER: binding=2 count=64 expect="[[int(x[j] != 0), int(f[j] != 0), int(x[j] == 0), int(x[j] != 0 and f[j] != 0), int(x[j] != 0 or f[j] != 0), int(x[j] != 0) + int(f[j] != 0), int(x[j] > 0 and x[j] < 3), (1 if x[j] != 0 else 0) * 10 + (1 if f[j] != 0 else 0)][k] for j in range(8) for k in range(8)]"
StructuredBuffer<int> X : register(t0);
StructuredBuffer<float> Fl : register(t1);
RWStructuredBuffer<uint> Out : register(u2);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint o = id.x * 8;
    int x = X[id.x];
    float f = Fl[id.x];
    bool bx = (bool)x;
    bool bf = f;
    Out[o + 0] = (uint)bx;
    Out[o + 1] = bf ? 1u : 0u;
    Out[o + 2] = (uint)!bx;
    Out[o + 3] = (uint)(bx && bf);
    Out[o + 4] = (uint)(bx || bf);
    Out[o + 5] = (uint)bx + (uint)bf;
    bool2 v = bool2(x > 0, x < 3);
    Out[o + 6] = (uint)all(v) * (uint)and(v.x, v.y);
    bool2 w = bool2(bx, bf);
    uint2 wu = (uint2)w;
    float2 wf = (float2)w;
    Out[o + 7] = wu.x * 10 + (uint)wf.y * (uint)or(w.x, w.y);
}
