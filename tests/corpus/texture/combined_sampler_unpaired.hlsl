// ARGS: -T ps_6_0 -E main
// EXPECT-ERROR: OSH0597
// [[vk::combinedImageSampler]] on a sampler needs a texture marked the same
// at its descriptor set and binding (here (0, 1), where the texture is not
// marked): DXC refuses the lone half.
Texture2D tex : register(t1);
[[vk::combinedImageSampler]] SamplerState smp : register(s1);
float4 main(float2 uv : TEXCOORD0) : SV_Target
{
    return tex.Sample(smp, uv);
}
