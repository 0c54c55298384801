// ARGS: -T ps_6_0 -E main
// Every resource and sampler type as a declaration (and a few uses).
Texture1D t1 : register(t0);
Texture1DArray<float4> t1a : register(t1);
Texture2D<float> t2 : register(t2);
Texture2DArray<uint2> t2a : register(t3);
Texture2DMS<float4> t2ms : register(t4);
Texture2DMS<float4, 4> t2ms4 : register(t5);
Texture2DMSArray<float4> t2msa : register(t6);
Texture3D<int4> t3 : register(t7);
TextureCube tc : register(t8);
TextureCubeArray<float4> tca : register(t9);
RWTexture1D<float> rw1 : register(u0);
RWTexture1DArray<float2> rw1a : register(u1);
RWTexture2D<float4> rw2 : register(u2);
RWTexture2DArray<uint> rw2a : register(u3);
RWTexture3D<int> rw3 : register(u4);
RasterizerOrderedTexture2D<float4> rov2 : register(u5);
RasterizerOrderedTexture1D<float> rov1 : register(u6);
RasterizerOrderedTexture1DArray<float> rov1a : register(u7);
RasterizerOrderedTexture2DArray<float> rov2a : register(u8);
RasterizerOrderedTexture3D<float> rov3 : register(u9);
Buffer<float4> buf : register(t10);
Buffer bufDefault : register(t11);
RWBuffer<uint> rwbuf : register(u10);
RasterizerOrderedBuffer<float> robuf : register(u11);
struct Elem { float3 p; uint id; };
StructuredBuffer<Elem> sb : register(t12);
RWStructuredBuffer<Elem> rwsb : register(u12);
RasterizerOrderedStructuredBuffer<Elem> rosb : register(u13);
AppendStructuredBuffer<Elem> asb : register(u14);
ConsumeStructuredBuffer<Elem> csb : register(u15);
ByteAddressBuffer bab : register(t13);
RWByteAddressBuffer rwbab : register(u16);
RasterizerOrderedByteAddressBuffer robab : register(u17);
SamplerState ss : register(s0);
SamplerComparisonState scs : register(s1);
sampler legacySampler : register(s2);
[[vk::input_attachment_index(0)]] SubpassInput<float4> subpass;
[[vk::input_attachment_index(1)]] SubpassInputMS<float4> subpassMS;
Texture2D texArray[4] : register(t14);
float4 main(float4 pos : SV_Position) : SV_Target
{
    float4 c = t2.Sample(ss, pos.xy) + buf[0] + bufDefault[1] + t1.Sample(ss, 0.5) + tc.Sample(ss, pos.xyz);
    c += texArray[NonUniformResourceIndex((uint)pos.x & 3)].Sample(ss, pos.xy);
    c += sb[0].p.x + bab.Load(0) + subpass.SubpassLoad() + subpassMS.SubpassLoad(1) + texArray[1].Sample(ss, pos.xy);
    c.x += t2.SampleCmp(scs, pos.xy, 0.5) + t2.Sample(legacySampler, pos.xy);
    return c;
}
