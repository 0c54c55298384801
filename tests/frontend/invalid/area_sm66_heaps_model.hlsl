// ARGS: -T cs_6_5 -E main
// The descriptor heaps need shader model 6.6.
RWStructuredBuffer<float4> Out : register(u0);
[numthreads(1, 1, 1)]
void main()
{
    Texture2D<float4> t = ResourceDescriptorHeap[0];
    SamplerState s = SamplerDescriptorHeap[0];
    Out[0] = t.SampleLevel(s, float2(0, 0), 0);
}
