// ARGS: -HV 2021
// STAGES: vs=VSMain:vs_6_0 gs=GSMain:gs_6_0 ps=PSMain:ps_6_0
// DRAW: topology=point-list vertices=2
// TARGET: index=0 format=rgba8unorm size=8x8 expect="[1, 0, 0, 1] if x < 4 and y < 4 else [0, 0, 1, 1] if x >= 4 and y >= 4 else [0, 0, 0, 0]"
// Two points; the geometry shader expands each into a quad (a triangle
// strip) covering one quarter of the target: point 0 the top left in red,
// point 1 the bottom right in blue.
struct VSOut {
    float4 pos : SV_Position;
    float4 color : COLOR0;
};

VSOut VSMain(uint id : SV_VertexID) {
    VSOut o;
    o.pos = id == 0 ? float4(-0.5, 0.5, 0, 1) : float4(0.5, -0.5, 0, 1);
    o.color = id == 0 ? float4(1, 0, 0, 1) : float4(0, 0, 1, 1);
    return o;
}

[maxvertexcount(4)]
void GSMain(point VSOut p[1], inout TriangleStream<VSOut> strip) {
    static const float2 corners[4] = { float2(-0.5, 0.5), float2(0.5, 0.5), float2(-0.5, -0.5), float2(0.5, -0.5) };
    for (uint k = 0; k < 4; k++) {
        VSOut v;
        v.pos = p[0].pos + float4(corners[k], 0, 0);
        v.color = p[0].color;
        strip.Append(v);
    }
    strip.RestartStrip();
}

float4 PSMain(VSOut i) : SV_Target0 {
    return i.color;
}
