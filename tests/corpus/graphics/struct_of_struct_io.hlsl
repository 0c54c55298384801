// ARGS: -HV 2021
// STAGES: vs=VSMain:vs_6_0 ps=PSMain:ps_6_0
// DRAW: topology=triangle-list vertices=3
// TARGET: index=0 format=rgba32float size=8x8 expect="[u + 2 * v, 3 * u, 1 - v, 0.5]" tol=1e-5
// Stage I/O made of nested structs: the vertex output holds a struct that
// holds another struct, each member with its own semantic; the pixel shader
// takes the same nesting as its input (and SV_Position, here unused, sits
// between them).
struct Inner {
    float2 uv : TEXCOORD0;
    float k : TEXCOORD1;
};

struct Middle {
    Inner inner;
    float3 extra : TEXCOORD2;
};

struct VSOut {
    Middle m;
    float4 pos : SV_Position;
    float half_ : TEXCOORD3;
};

VSOut VSMain(uint id : SV_VertexID) {
    float2 uv = float2((id << 1) & 2, id & 2);
    VSOut o;
    o.pos = float4(uv * float2(2, -2) + float2(-1, 1), 0, 1);
    o.m.inner.uv = uv;
    o.m.inner.k = 2 * uv.y;
    o.m.extra = float3(3 * uv.x, 1 - uv.y, 0);
    o.half_ = 0.5;
    return o;
}

float4 PSMain(VSOut i) : SV_Target {
    return float4(i.m.inner.uv.x + i.m.inner.k, i.m.extra.xy, i.half_);
}
