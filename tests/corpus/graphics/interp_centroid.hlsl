// ARGS: -HV 2021
// STAGES: vs=VSMain:vs_6_0 ps=PSMain:ps_6_0
// DRAW: topology=triangle-list vertices=3 samples=4
// TARGET: index=0 format=rgba8unorm size=8x8 expect="[u, v, 0, 1]" tol=0.066
// TARGET: index=1 format=rgba8unorm size=8x8 expect="[u, 0, 0, 1]" tol=0.006
// centroid and linear varyings with 4x multisampling. The full-screen
// triangle covers every sample of every pixel; a centroid varying is then
// interpolated somewhere in the pixel (Vulkan lets the implementation pick
// any covered location; lavapipe does not use the center), so target 0 is
// checked to half a pixel (1/16 of u and v, plus unorm rounding). The
// linear varying is interpolated at the center: target 1 is exact (the
// resolve averages four equal samples).
struct VSOut {
    float4 pos : SV_Position;
    centroid float2 c : TEXCOORD0;
    linear float l : TEXCOORD1;
};

VSOut VSMain(uint id : SV_VertexID) {
    float2 uv = float2((id << 1) & 2, id & 2);
    VSOut o;
    o.pos = float4(uv * float2(2, -2) + float2(-1, 1), 0, 1);
    o.c = uv;
    o.l = uv.x;
    return o;
}

struct PSOut {
    float4 c : SV_Target0;
    float4 l : SV_Target1;
};

PSOut PSMain(VSOut i) {
    PSOut o;
    o.c = float4(i.c, 0, 1);
    o.l = float4(i.l, 0, 0, 1);
    return o;
}
