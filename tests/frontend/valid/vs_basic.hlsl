// ARGS: -T vs_6_0 -E VSMain
#line 100 "vertex.hlsl"
cbuffer Camera : register(b0)
{
    float4x4 viewProj;
    float4x4 world;
};

struct VSIn
{
    float3 pos : POSITION;
    float3 normal : NORMAL;
    float2 uv : TEXCOORD0;
    float4 color : COLOR0;
    uint vid : SV_VertexID;
    uint iid : SV_InstanceID;
};

struct VSOut
{
    float4 pos : SV_Position;
    float2 uv : TEXCOORD0;
    nointerpolation float4 color : COLOR0;
    noperspective float3 normal : NORMAL;
    float clip : SV_ClipDistance0;
    [[vk::builtin("PointSize")]] float psize : PSIZE;
};

extern float4 gOffset;
uniform float gTime;

VSOut VSMain(VSIn input)
{
    VSOut o = (VSOut)0;
    float4 wp = mul(float4(input.pos, 1.0), world);
    o.pos = mul(wp, viewProj) + gOffset * gTime;
    o.uv = input.uv;
    o.color = input.color;
    o.normal = mul(input.normal, (float3x3)world);
    o.clip = dot(wp, float4(0, 1, 0, 0));
    o.psize = 1;
    if (input.vid == 0 && input.iid > 3)
        o.pos.z = 0;
    return o;
}
