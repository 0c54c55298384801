// ARGS: -HV 2021
// STAGES: vs=VSMain:vs_6_0 ps=PSMain:ps_6_0
// DRAW: topology=triangle-list vertices=3
// TEXTURE: binding=0 format=rgba8unorm size=5x3 texels="(0, 0, 0, 255)"
// TEXTURE: binding=1 format=r32float size=2x7 texels=0
// TARGET: index=0 format=rgba32uint size=8x8 expect="[5, 3, 1, 2 * 7]"
// TARGET: index=1 format=rgba32float size=8x8 expect="[5, 3, 1, 7]"
// GetDimensions of two textures (5x3 and 2x7, one mip level each): the
// uint overload with the level count (mip 0) and the float overload.
[[vk::binding(0, 0)]] Texture2D<float4> a : register(t0);
[[vk::binding(1, 0)]] Texture2D<float> b : register(t1);

float4 VSMain(uint id : SV_VertexID) : SV_Position {
    float2 uv = float2((id << 1) & 2, id & 2);
    return float4(uv * float2(2, -2) + float2(-1, 1), 0, 1);
}

struct PSOut {
    uint4 u : SV_Target0;
    float4 f : SV_Target1;
};

PSOut PSMain() {
    uint w, h, levels;
    a.GetDimensions(0, w, h, levels);
    float bw, bh;
    b.GetDimensions(bw, bh);
    uint bw2, bh2;
    b.GetDimensions(bw2, bh2);
    PSOut o;
    o.u = uint4(w, h, levels, bw2 * bh2);
    float fw, fh, fl;
    a.GetDimensions(0, fw, fh, fl);
    o.f = float4(fw, fh, fl, bh);
    return o;
}
