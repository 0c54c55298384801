// ARGS: -HV 2021
// STAGES: vs=VSMain:vs_6_0 ps=PSMain:ps_6_0
// DRAW: topology=triangle-list vertices=3 samples=4
// TARGET: index=0 format=rgba8unorm size=8x8 expect="[0.5, 0.5, 0.5, 0.5] if x < 4 else [0.25, 0.25, 0.25, 0.25]" tol=0.006
// SV_Coverage as an output with 4x multisampling. The output mask keeps
// samples 0 and 1 on the left half (pixel center x < 4) and sample 2 alone
// on the right; the other samples keep the clear (0, 0, 0, 0). The kept
// samples hold (1, 1, 1, 1), so the resolve (the average) is 2/4 on the
// left and 1/4 on the right in every component. (SV_Coverage as an input
// is not checked: lavapipe's input sample mask is wrong for SPIR-V from
// glslangValidator too.)
float4 VSMain(uint id : SV_VertexID) : SV_Position {
    float2 uv = float2((id << 1) & 2, id & 2);
    return float4(uv * float2(2, -2) + float2(-1, 1), 0, 1);
}

struct PSOut {
    float4 color : SV_Target;
    uint mask : SV_Coverage;
};

PSOut PSMain(float4 pos : SV_Position) {
    PSOut o;
    o.mask = pos.x < 4 ? 0x3 : 0x4;
    o.color = float4(1, 1, 1, 1);
    return o;
}
