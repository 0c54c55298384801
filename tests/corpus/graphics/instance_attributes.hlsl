// ARGS: -HV 2021
// STAGES: vs=VSMain:vs_6_0 ps=PSMain:ps_6_0
// DRAW: topology=triangle-strip vertices=4 instances=2
// VERTEX: location=0 format=f32x2 values=[-1,1, 0,1, -1,-1, 0,-1]
// VERTEX: location=1 format=f32x2 values=[0,0, 1,0] rate=instance
// VERTEX: location=2 format=u32x2 values=[10,11, 20,21] rate=instance
// TARGET: index=0 format=rgba32uint size=8x8 expect="[10, 11, 0, 0] if x < 4 else [20, 21, 1, 0]"
// Per-vertex and per-instance vertex buffers: a triangle strip makes the
// left half of the target, and each instance moves it by its per-instance
// offset (instance 1 to the right half) and passes its per-instance
// integers through a flat varying, plus SV_InstanceID.
struct VSIn {
    [[vk::location(0)]] float2 pos : POSITION;
    [[vk::location(1)]] float2 offset : OFFSET;
    [[vk::location(2)]] uint2 tag : TAG;
    uint inst : SV_InstanceID;
};

struct VSOut {
    float4 pos : SV_Position;
    nointerpolation uint3 tag : TAG;
};

VSOut VSMain(VSIn i) {
    VSOut o;
    o.pos = float4(i.pos + i.offset, 0, 1);
    o.tag = uint3(i.tag, i.inst);
    return o;
}

uint4 PSMain(VSOut i) : SV_Target {
    return uint4(i.tag, 0);
}
