// ARGS: -HV 2021
// STAGES: vs=VSMain:vs_6_0 ps=PSMain:ps_6_0
// DRAW: topology=triangle-list vertices=3 samples=4
// TARGET: index=0 format=rgba8unorm size=8x8 expect="[0.5, 0.25, 1, 1]" tol=0.006
// SV_SampleIndex makes the pixel shader run per sample: sample s writes
// (s/3, 1 if s == 1 else 0, 1, 1), stored as unorm (0, 85, 170, 255 for
// red). The resolve averages the four samples: red 510/1020 = 0.5, green
// 1/4.
float4 VSMain(uint id : SV_VertexID) : SV_Position {
    float2 uv = float2((id << 1) & 2, id & 2);
    return float4(uv * float2(2, -2) + float2(-1, 1), 0, 1);
}

float4 PSMain(uint s : SV_SampleIndex) : SV_Target {
    return float4(s / 3.0, s == 1 ? 1 : 0, 1, 1);
}
