// ARGS: -T ps_6_0 -E main -wgsl -WX -Wno-binding-shared
Texture2D albedo : register(t0);
SamplerState samp : register(s1);
[[vk::binding(0)]] Texture2D normals;
float4 main(float2 uv : TEXCOORD0) : SV_Target
{
    return albedo.Sample(samp, uv) + normals.Sample(samp, uv);
}
