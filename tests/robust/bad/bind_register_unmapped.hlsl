// ARGS: -T ps_6_0 -E main -fvk-bind-register t0 0 4 1
// With -fvk-bind-register every used resource is mapped: s2's default binding could collide.
Texture2D<float4> albedo : register(t0);
SamplerState smp : register(s2);
float4 main(float2 uv : TEXCOORD0) : SV_Target
{
    return albedo.Sample(smp, uv);
}
