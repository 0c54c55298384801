// ARGS: -T cs_6_6 -E main
RWStructuredBuffer<float4> Out : register(u0);
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float4 a = ResourceDescriptorHeap[0].Load(int3(0, 0, 0));
    Texture2D<float4> t = SamplerDescriptorHeap[0]; /* DXC takes it: a resource heap texture */
    SamplerState s = ResourceDescriptorHeap[1];
    float4 f = ResourceDescriptorHeap[2];
    uint n = ResourceDescriptorHeap.Length;
    Texture2D<float4> u = ResourceDescriptorHeap;
    ResourceDescriptorHeap x;
    Out[0] = a + ResourceDescriptorHeap[3][0];
}
