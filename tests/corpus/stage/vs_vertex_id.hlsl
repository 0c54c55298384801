// ARGS: -T vs_6_0 -E main
// Vertex stage I/O: locations in declaration order, SV_Position, SV_VertexID.
struct VSIn { float3 pos : POSITION; float2 uv : TEXCOORD0; uint id : SV_VertexID; };
struct VSOut { float4 pos : SV_Position; float2 uv : TEXCOORD0; nointerpolation uint id : TEXCOORD1; };
cbuffer Cam : register(b0) { float4x4 mvp; };
VSOut main(VSIn i) {
    VSOut o;
    o.pos = mul(mvp, float4(i.pos, 1.0));
    o.uv = i.uv;
    o.id = i.id;
    return o;
}
