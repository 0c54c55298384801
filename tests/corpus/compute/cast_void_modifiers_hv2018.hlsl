// ARGS: -T cs_6_0 -E main -HV 2018
// As DXC: `(void)f()` evaluates f for its effect (Out[0] = 100) and drops the
// value; a modifier in a cast type (`(row_major float2x2)v`) changes nothing
// in the value: v = (1, 2, 3, 4) fills the rows, m[0][1] = 2, m[1][0] = 3;
// and(), or() and select() exist in HLSL 2018 too. a = (T, F), b = (T, T):
// and(a, b) = (T, F); or(a, !b) = (T, F); select((T, F), (5, 6), (7, 8)) =
// (5, 8); select(T, 9, 10) = 9.
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=f32 count=7 expect=[100, 2, 3, 5, 8, 0, 9]
RWStructuredBuffer<float> Out : register(u0);

uint bump(uint i) {
    Out[i] = 100 + i;
    return i;
}

[numthreads(1, 1, 1)]
void main() {
    (void)bump(0);
    float4 v = float4(1, 2, 3, 4);
    float2x2 m = (row_major float2x2)v;
    Out[1] = m[0][1];
    Out[2] = (const float)m[1][0];
    bool2 a = bool2(true, false), b = bool2(true, true);
    bool2 c = and(a, b);
    bool2 d = or(a, !b);
    float2 s = select(c, float2(5, 6), float2(7, 8));
    Out[3] = s.x;
    Out[4] = s.y;
    Out[5] = d.y ? 1 : 0;
    Out[6] = select(d.x, 9.0, 10.0);
}
