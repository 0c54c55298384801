// ARGS: -HV 2021
// STAGES: vs=VSMain:vs_6_0 ps=PSMain:ps_6_0
// DRAW: topology=triangle-strip vertices=4
// VERTEX: location=0 format=i32x2 values=[-1,1, 1,1, -1,-1, 1,-1]
// VERTEX: location=1 format=u32x4 values=[1,2,3,4, 1,2,3,4, 1,2,3,4, 1,2,3,4]
// VERTEX: location=2 format=f32x3 values=[0,0,0.5, 1,0,0.5, 0,1,0.5, 1,1,0.5]
// VERTEX: location=3 format=i32 values=[-5, -5, -5, -5]
// TARGET: index=0 format=rgba32float size=8x8 expect="[u, v, 0.5, 1 + 2 + 3 + 4 - 5]" tol=1e-5
// Vertex attributes of several formats: int2 positions, a uint4, a float3
// and a scalar int; the integer ones reach the pixel shader through
// arithmetic in the vertex shader (sum of the uint4 plus the int: 5).
struct VSIn {
    [[vk::location(0)]] int2 pos : POSITION;
    [[vk::location(1)]] uint4 u : UINTS;
    [[vk::location(2)]] float3 f : FLOATS;
    [[vk::location(3)]] int i : INT;
};

struct VSOut {
    float4 pos : SV_Position;
    float4 c : COLOR0;
};

VSOut VSMain(VSIn v) {
    VSOut o;
    o.pos = float4(float2(v.pos), 0, 1);
    o.c = float4(v.f, float(v.u.x + v.u.y + v.u.z + v.u.w) + float(v.i));
    return o;
}

float4 PSMain(VSOut i) : SV_Target {
    return i.c;
}
