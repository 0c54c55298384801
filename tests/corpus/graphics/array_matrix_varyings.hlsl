// ARGS: -HV 2021
// STAGES: vs=VSMain:vs_6_0 ps=PSMain:ps_6_0
// DRAW: topology=triangle-list vertices=3
// TARGET: index=0 format=rgba32float size=8x8 expect="[6 * u, v, 1 - u, 2 * v]" tol=1e-5
// TARGET: index=1 format=rgba32float size=8x8 expect="[u + 1, v + 2, 3 * u, 7]" tol=1e-5
// Arrays and matrices as varyings: an array of three floats (one location
// per element), a float2x2 (one location per row) and a float3x4; the pixel
// shader reads the array with a loop and the matrices by row and column.
struct VSOut {
    float4 pos : SV_Position;
    float arr[3] : ARR;
    float2x2 m : MAT;
    float3x4 big : BIG;
};

VSOut VSMain(uint id : SV_VertexID) {
    float2 uv = float2((id << 1) & 2, id & 2);
    VSOut o;
    o.pos = float4(uv * float2(2, -2) + float2(-1, 1), 0, 1);
    for (int k = 0; k < 3; k++)
        o.arr[k] = uv.x * (k + 1);
    o.m = float2x2(uv.x, uv.y, 1 - uv.x, 2 * uv.y);
    o.big = float3x4(0, 0, 0, 0,
                     uv.x + 1, uv.y + 2, 0, 0,
                     0, 0, 3 * uv.x, 7);
    return o;
}

struct PSOut {
    float4 a : SV_Target0;
    float4 b : SV_Target1;
};

PSOut PSMain(VSOut i) {
    float s = 0;
    for (int k = 0; k < 3; k++)
        s += i.arr[k];
    PSOut o;
    o.a = float4(s, i.m[0][1], i.m[1][0], i.m[1].y);
    o.b = float4(i.big[1].xy, i.big[2][2], i.big[2][3]);
    return o;
}
