// ARGS: -T ps_6_0 -E main
// vk::SampledTexture* (combined image samplers): the texture methods
// without the sampler argument, operator[], .mips and .sample.
vk::SampledTexture2D<float4> tex : register(t0);
vk::SampledTexture2DArray tarr : register(t1);
vk::SampledTextureCUBE<float4> cube : register(t2);
vk::SampledTexture2DMS<float4> ms : register(t3);
vk::SampledTexture1D<float> t1 : register(t4);
vk::SampledTexture3D<uint4> t3 : register(t5);
vk::SampledTextureCUBEArray<float4> cubea : register(t6);
vk::SampledTexture2DMSArray<float4, 4> msa : register(t7);
vk::SampledTexture1DArray<float2> t1a : register(t8);
float4 sampleIt(vk::SampledTexture2D<float4> t, float2 uv) { return t.Sample(uv); }
float4 main(float2 uv : TEXCOORD0) : SV_Target
{
    float4 c = tex.Sample(uv) + tex.Sample(uv, int2(1, 0)) + tex.SampleLevel(uv, 0.0) + tex.SampleBias(uv, 0.5);
    c += tex.SampleGrad(uv, ddx(uv), ddy(uv)) + tex.Load(int3(0, 0, 0)) + tex[uint2(1, 1)] + tex.mips[0][uint2(0, 0)];
    c += tex.SampleCmp(uv, 0.5) + tex.SampleCmpLevelZero(uv, 0.5) + tex.Gather(uv) + tex.GatherRed(uv, int2(0, 1));
    c += tex.CalculateLevelOfDetail(uv);
    uint w, h, l;
    tex.GetDimensions(0, w, h, l);
    c += tarr.Sample(float3(uv, 1)) + cube.SampleLevel(float3(uv, 1), 0) + ms.Load(int2(0, 0), 1) + ms.sample[2][uint2(0, 0)];
    c += t1.Sample(uv.x) + (float4)t3.Load(int4(0, 0, 0, 0)) + cubea.Sample(float4(uv, 1, 0)) + msa.Load(int3(0, 0, 0), 3);
    c.xy += t1a.SampleLevel(uv, 0);
    return c + sampleIt(tex, uv) + w + h + l;
}
