// ARGS: -T cs_6_6 -E main
// SM 6.6 descriptor heaps are parsed and type-checked; neither back end
// implements them yet (DXC maps them to runtime arrays of each resource
// type, which needs RuntimeDescriptorArray; WebGPU has no heaps). Reported
// once, at the first use the entry point reaches.
// SPIRV-ERROR: OSH5010
// WGSL-ERROR: OSH5202
RWStructuredBuffer<float4> Out : register(u0);
cbuffer C : register(b0) { uint idx; }
[numthreads(1, 1, 1)]
void main()
{
    Texture2D<float4> t = ResourceDescriptorHeap[idx];
    SamplerState s = SamplerDescriptorHeap[idx];
    Out[0] = t.SampleLevel(s, float2(0.5, 0.5), 0);
}
