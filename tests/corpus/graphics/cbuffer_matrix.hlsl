// ARGS: -HV 2021
// STAGES: vs=VSMain:vs_6_0 ps=PSMain:ps_6_0
// DRAW: topology=triangle-strip vertices=4 instances=2
// UNIFORM: binding=0 type=f32 values=[0.5,0,0,0.5, 0,0.5,0,0.5, 0,0,1,0, 0,0,0,1, 0.5,0,0,0, 0,0.5,0,0, 0,0,1,0, -0.5,-0.5,0,1]
// TARGET: index=0 format=r32uint size=8x8 expect="1 if x >= 4 and y < 4 else 2 if x < 4 and y >= 4 else 0"
// A cbuffer holding two float4x4: 'cm' column_major (the default; the
// buffer holds its columns) and 'rm' row_major (the buffer holds its
// rows). Both scale by 0.5 then translate, used as mul(row vector, M): cm
// translates by (+0.5, +0.5) and rm by (-0.5, -0.5). Instance 0 draws a
// full-target quad through cm (the top-right quadrant, value 1), instance
// 1 through rm (the bottom-left quadrant, value 2).
cbuffer Xform : register(b0) {
    float4x4 cm;
    row_major float4x4 rm;
};

struct VSOut {
    float4 pos : SV_Position;
    nointerpolation uint v : VALUE;
};

VSOut VSMain(uint id : SV_VertexID, uint inst : SV_InstanceID) {
    float4 p = float4(float2(id & 1, id >> 1) * float2(2, -2) + float2(-1, 1), 0, 1);
    VSOut o;
    o.pos = inst == 0 ? mul(p, cm) : mul(p, rm);
    o.v = inst + 1;
    return o;
}

uint PSMain(VSOut i) : SV_Target {
    return i.v;
}
