// Compiled by tests/reflect/reflect_test.c as vs_6_0 vsmain and ps_6_0 psmain.
// A vertex and a pixel shader sharing a cbuffer: the host helpers merge
// their stages. Offsets are derived by hand in reflect_test.c.
struct VSIn {
    [[vk::location(0)]] float3 pos : POSITION;
    [[vk::location(1)]] float2 uv : TEXCOORD0;
    [[vk::location(2)]] uint id : BLENDINDICES;
};
struct VSOut {
    float4 pos : SV_Position;
    float2 uv : TEXCOORD0;
    nointerpolation uint id : TEXCOORD1;
};
[[vk::binding(0, 0)]] cbuffer Frame {
    row_major float4x4 viewProj;
    float4 tint;
    float3x3 normalMat;
    float time;
};
[[vk::binding(1, 0)]] Texture2D<float4> albedo;
[[vk::binding(2, 0)]] SamplerState linearSamp;
VSOut vsmain(VSIn i) {
    VSOut o;
    o.pos = mul(viewProj, float4(i.pos, 1));
    o.uv = i.uv + time;
    o.id = i.id;
    return o;
}
float4 psmain(VSOut i) : SV_Target0 {
    return albedo.Sample(linearSamp, i.uv) * tint + float4(mul(normalMat, float3(i.uv, 1)), 0) + i.id;
}
