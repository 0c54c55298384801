// ARGS: -HV 2021
// STAGES: vs=VSMain:vs_6_0 ps=PSMain:ps_6_0
// DRAW: topology=triangle-list vertices=3
// TARGET: index=0 format=rgba8unorm size=8x8 clear=[1, 1, 1, 1] expect="[0.25, 0.5, 0.75, u]"
// Alpha output without blending: the target keeps the written alpha (u)
// and the color is not multiplied by it nor mixed with the white clear.
struct VSOut {
    float4 pos : SV_Position;
    float a : TEXCOORD0;
};

VSOut VSMain(uint id : SV_VertexID) {
    float2 uv = float2((id << 1) & 2, id & 2);
    VSOut o;
    o.pos = float4(uv * float2(2, -2) + float2(-1, 1), 0, 1);
    o.a = uv.x;
    return o;
}

float4 PSMain(VSOut i) : SV_Target {
    return float4(0.25, 0.5, 0.75, i.a);
}
