// ARGS: -HV 2021 -enable-16bit-types
// STAGES: vs=VSMain:vs_6_2 ps=PSMain:ps_6_2
// XFAIL: vk -- lavapipe has no storageInputOutput16: the validation layer refuses the StorageInputOutput16 capability (a device limit, not a compiler bug; DXC declares the same capability)
// DRAW: topology=triangle-list vertices=3
// TARGET: index=0 format=rgba32float size=8x8 expect="[u, v, 0.5 * u, 1]" tol=2e-3
// Half-precision (float16_t with -enable-16bit-types) varyings: the vertex
// shader writes half2/half values, the pixel shader reads them as halves
// and widens them. Values in 0..1 keep about 11 bits: tolerance 2e-3.
struct VSOut {
    float4 pos : SV_Position;
    half2 uv : TEXCOORD0;
    half h : TEXCOORD1;
};

VSOut VSMain(uint id : SV_VertexID) {
    float2 uv = float2((id << 1) & 2, id & 2);
    VSOut o;
    o.pos = float4(uv * float2(2, -2) + float2(-1, 1), 0, 1);
    o.uv = half2(uv);
    o.h = half(uv.x * 0.5);
    return o;
}

float4 PSMain(VSOut i) : SV_Target {
    return float4(float2(i.uv), float(i.h), 1);
}
