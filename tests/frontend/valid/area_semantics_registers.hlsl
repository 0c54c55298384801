// ARGS: -T vs_6_0 -E main
// Semantics on parameters, struct members and returns; register() with
// spaces on every register class; system values of the vertex stage.
Texture2D tex : register(t0, space1);
SamplerState smp : register(s3, space2);
RWBuffer<float> rw : register(u2);
cbuffer CB : register(b4, space3) { float4 scale; };
struct VIn
{
    float3 pos : POSITION;
    float3 normal : NORMAL0;
    float2 uv : TEXCOORD0;
    float2 uv1 : TEXCOORD1;
    float4 color : COLOR;
    uint vid : SV_VertexID;
    uint iid : SV_InstanceID;
};
struct VOut
{
    float4 pos : SV_Position;
    float2 uv : TEXCOORD0;
    float4 color : COLOR0;
    float clip : SV_ClipDistance0;
    float cull : SV_CullDistance;
    float psize : PSIZE;
};
VOut main(VIn i, float extra : EXTRA_ATTR)
{
    VOut o;
    o.pos = float4(i.pos * scale.xyz, 1);
    o.uv = i.uv + i.uv1 + tex.SampleLevel(smp, i.uv, 0).xy;
    o.color = i.color + i.normal.x + i.vid + i.iid + extra;
    o.clip = 1;
    o.cull = 1;
    o.psize = 1;
    return o;
}
