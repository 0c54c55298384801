// ARGS: -HV 2021
// STAGES: vs=VSMain:vs_6_0 ps=PSMain:ps_6_0
// DRAW: topology=triangle-list vertices=3
// TARGET: index=0 format=rgba32float size=8x8 expect="[u, v, 5, 1 - u]" tol=1e-5
// Explicit [[vk::location]] on the stage interface, in a different member
// order (and with different semantics) in the two stages: the pixel shader
// finds each varying by its location, not by its position in the struct.
struct VSOut {
    float4 pos : SV_Position;
    [[vk::location(3)]] float a : A;
    [[vk::location(0)]] float2 b : B;
    [[vk::location(5)]] float c : C;
};

struct PSIn {
    float4 pos : SV_Position;
    [[vk::location(5)]] float c : C;
    [[vk::location(0)]] float2 b : B;
    [[vk::location(3)]] float a : A;
};

VSOut VSMain(uint id : SV_VertexID) {
    float2 uv = float2((id << 1) & 2, id & 2);
    VSOut o;
    o.pos = float4(uv * float2(2, -2) + float2(-1, 1), 0, 1);
    o.a = 5;
    o.b = uv;
    o.c = 1 - uv.x;
    return o;
}

float4 PSMain(PSIn i) : SV_Target {
    return float4(i.b, i.a, i.c);
}
