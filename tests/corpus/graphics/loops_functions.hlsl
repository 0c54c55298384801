// ARGS: -HV 2021
// STAGES: vs=VSMain:vs_6_0 ps=PSMain:ps_6_0
// DRAW: topology=triangle-list vertices=3
// TARGET: index=0 format=r32uint size=8x8 expect="x * (x + 1) / 2 + 100 * [0, 1, 1, 2, 3, 5, 8, 13][y]"
// TARGET: index=1 format=r32float size=8x8 expect="float(sum([1.0 / (k + 1) for k in range(x + 1)]))" tol=1e-5
// Loops and functions in a pixel shader: the triangular number of the
// pixel's x (a for loop in a function), the Fibonacci number of its y (a
// while loop with two variables, returned through an out parameter), and
// the harmonic sum 1 + 1/2 + ... + 1/(x + 1) (a loop with break).
float4 VSMain(uint id : SV_VertexID) : SV_Position {
    float2 uv = float2((id << 1) & 2, id & 2);
    return float4(uv * float2(2, -2) + float2(-1, 1), 0, 1);
}

uint triangular(uint n) {
    uint s = 0;
    for (uint k = 1; k <= n; k++)
        s += k;
    return s;
}

void fib(uint n, out uint r) {
    uint a = 0, b = 1;
    while (n > 0) {
        uint t = a + b;
        a = b;
        b = t;
        n--;
    }
    r = a;
}

float harmonic(uint n) {
    float s = 0;
    for (uint k = 0; ; k++) {
        if (k > n)
            break;
        s += 1.0 / (k + 1);
    }
    return s;
}

struct PSOut {
    uint a : SV_Target0;
    float b : SV_Target1;
};

PSOut PSMain(float4 pos : SV_Position) {
    uint2 p = uint2(pos.xy);
    uint f;
    fib(p.y, f);
    PSOut o;
    o.a = triangular(p.x) + 100 * f;
    o.b = harmonic(p.x);
    return o;
}
