// ARGS: -T cs_6_6 -E main
// WGSL-ERROR: OSH5202
// A texture from ResourceDescriptorHeap and a sampler from
// SamplerDescriptorHeap, both indexed by a cbuffer value: the texture heap's
// Texture2D array at the first free binding of set 0 after Out and C (both
// binding 0: u0 and b0), so 1, the sampler heap's at 2, as DXC
// (sm6_6.descriptorheap.texture.hlsl). It was OSH5010 (later_descriptor_heap).
RWStructuredBuffer<float4> Out : register(u0);
cbuffer C : register(b0) { uint idx; }
[numthreads(1, 1, 1)]
void main()
{
    Texture2D<float4> t = ResourceDescriptorHeap[idx];
    SamplerState s = SamplerDescriptorHeap[idx];
    Out[0] = t.SampleLevel(s, float2(0.5, 0.5), 0);
}
