// ARGS: -T ps_6_0 -E main
// Unbounded resource arrays of every kind are runtime descriptor arrays (no
// diagnostic, even unused); other unsized arrays without an initializer are
// incomplete (OSH0403).
struct S { float4 c; };
Texture2D textures[] : register(t1);
SamplerState samplers[] : register(s0);
ConstantBuffer<S> cbs[] : register(b0);
StructuredBuffer<S> sbs[];
RWTexture2D<float4> uavs[];
Texture2D nested[][4];
Texture2D sized[4];
static const float weights[] = { 0.25, 0.5, 0.25 };

float4 main(float2 uv : TEXCOORD0) : SV_Target
{
    float loose[];
    return weights[1];
}
