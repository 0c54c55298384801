// ARGS: -T cs_6_0 -E main
// vk::SampledTexture* (DXC's combined image samplers): one combined image
// sampler variable each (OpTypeSampledImage in UniformConstant, reflected as
// combined_image_sampler at the texture's binding); the texture methods
// without a sampler sample it directly, Load/GetDimensions/operator[]/.mips
// take the image out with OpImage. WGSL has no combined image samplers.
// WGSL-ERROR: OSH5202
vk::SampledTexture2D<float4> tex : register(t0);
vk::SampledTexture2DArray<float4> layers : register(t1);
[[vk::binding(5, 1)]] vk::SampledTextureCUBE<float4> sky;
vk::SampledTexture2DMS<float4> msaa : register(t2);
vk::SampledTexture3D<uint> vol : register(t3);
RWStructuredBuffer<float4> Out : register(u4);
float4 fetch(vk::SampledTexture2D<float4> t, uint2 p) { return t[p] + t.mips[1][p / 2]; }
[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float2 uv = (id.xy + 0.5) / 4.0;
    uint w, h, levels;
    tex.GetDimensions(0, w, h, levels);
    float4 c = tex.SampleLevel(uv, 0.0) + tex.SampleLevel(uv, 1.0, int2(1, 0));
    c += tex.SampleGrad(uv, float2(0.25, 0), float2(0, 0.25));
    c += tex.GatherGreen(uv) + tex.Load(int3(id.xy, 0)) + fetch(tex, id.xy);
    c += layers.SampleLevel(float3(uv, 1), 0.0) + sky.SampleLevel(float3(uv, 1), 0.0);
    c.x += tex.SampleCmpLevelZero(uv, 0.5) + (float)vol.Load(int4(id, 0));
    c += msaa.Load(int2(id.xy), 1);
    Out[id.x] = c + float4(w, h, levels, 0);
}
