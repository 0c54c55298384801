// ARGS: -HV 2021
// STAGES: vs=VSMain:vs_6_0 ps=PSMain:ps_6_0
// DRAW: topology=triangle-list vertices=3
// TARGET: index=0 format=r32uint size=8x8 clear=[9] expect="1 if u > 0.5 and v < 0.75 else 9" where="x != 3 and y != 5"
// SV_ClipDistance (two distances, one in a float2): the full-screen
// triangle is clipped where u - 0.5 < 0 or 0.75 - v < 0 (u, v linear in
// the vertex positions, so the clip lines are x = 4 and y = 6 in pixels).
// Pixels next to the clip lines are not checked. WGSL: `enable
// clip_distances;` and @builtin(clip_distances) (WebGPU's clip-distances
// feature, in required_features.webgpu).
struct VSOut {
    float4 pos : SV_Position;
    float2 clip : SV_ClipDistance0;
};

VSOut VSMain(uint id : SV_VertexID) {
    float2 uv = float2((id << 1) & 2, id & 2);
    VSOut o;
    o.pos = float4(uv * float2(2, -2) + float2(-1, 1), 0, 1);
    o.clip = float2(uv.x - 0.5, 0.75 - uv.y);
    return o;
}

uint PSMain() : SV_Target {
    return 1;
}
