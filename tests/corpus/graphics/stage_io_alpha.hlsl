// ARGS: -fvk-stage-io-order=alpha
// STAGES: vs=VSMain:vs_6_0 ps=PSMain:ps_6_0
// DRAW: topology=triangle-list vertices=3
// TARGET: index=0 format=rgba8unorm size=8x8 clear=[1, 1, 1, 1] expect="[0.25, 0.75, 0, 1]"
// -fvk-stage-io-order=alpha: Locations by semantic name (DXC's option), so
// the vertex shader's outputs B, A (declared in that order) take A = 0,
// B = 1, the same as the pixel shader's inputs declared A, B. In
// declaration order they would meet swapped (the target would read
// [0.75, 0.25, 0, 1]).
struct VSOut {
    float4 pos : SV_Position;
    float b : B;
    float a : A;
};

struct PSIn {
    float4 pos : SV_Position;
    float a : A;
    float b : B;
};

VSOut VSMain(uint id : SV_VertexID) {
    float2 uv = float2((id << 1) & 2, id & 2);
    VSOut o;
    o.pos = float4(uv * float2(2, -2) + float2(-1, 1), 0, 1);
    o.a = 0.25;
    o.b = 0.75;
    return o;
}

float4 PSMain(PSIn i) : SV_Target {
    return float4(i.a, i.b, 0, 1);
}
