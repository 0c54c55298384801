// ARGS: -HV 2021 -pack-optimized
// STAGES: vs=VSMain:vs_6_0 ps=PSMain:ps_6_0
// DRAW: topology=triangle-list vertices=3
// TARGET: index=0 format=rgba32float size=4x4 expect="[1, 2, 3, 4]"
// -pack-optimized on both stages: the vertex outputs (and so the pixel
// inputs) share locations as DXC packs them, in declaration order:
//   a (float)  Location 0           (new)
//   b (float2) Location 0 Component 1
//   c (float)  Location 0 Component 3
//   d (float3) Location 1           (new: 3 + 4 > 4)
// Constant values, flat (nointerpolation), so every pixel of the
// full-target triangle reads them back: (a, b.x + b.y, c, d.x + d.y + d.z)
// = (1, 2, 3, 4). WGSL has no components: the flag changes nothing there.
struct V2P {
    float4 pos : SV_Position;
    nointerpolation float a : A;
    nointerpolation float2 b : B;
    nointerpolation float c : C;
    nointerpolation float3 d : D;
};

V2P VSMain(uint id : SV_VertexID) {
    V2P o;
    o.pos = float4(id == 1 ? 3.0 : -1.0, id == 2 ? 3.0 : -1.0, 0, 1);
    o.a = 1;
    o.b = float2(0.5, 1.5);
    o.c = 3;
    o.d = float3(1, 1, 2);
    return o;
}

float4 PSMain(V2P i) : SV_Target {
    return float4(i.a, i.b.x + i.b.y, i.c, i.d.x + i.d.y + i.d.z);
}
