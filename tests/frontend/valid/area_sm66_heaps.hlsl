// ARGS: -T cs_6_6 -E main
// SM 6.6 descriptor heaps: elements convert to the resource type they
// initialize, are assigned to, are cast to or are passed as.
struct S { float4 a; uint b; };
RWStructuredBuffer<float4> Out : register(u0);
cbuffer C { uint idx; }
float4 use(Texture2D<float4> t) { return t.Load(int3(0, 0, 0)); }
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Texture2D<float4> t = ResourceDescriptorHeap[idx];
    RWStructuredBuffer<uint> b = ResourceDescriptorHeap[NonUniformResourceIndex(id.x)];
    SamplerState s = SamplerDescriptorHeap[idx + 1];
    ByteAddressBuffer bab = ResourceDescriptorHeap[2];
    ConstantBuffer<S> cb = ResourceDescriptorHeap[3];
    Texture2D<float4> t2;
    t2 = ResourceDescriptorHeap[4];
    float4 v = t.SampleLevel(s, float2(0.5, 0.5), 0) + t2.Load(int3(0, 0, 0)) + cb.a;
    v += ((Texture2D<float4>)ResourceDescriptorHeap[5]).Load(int3(1, 1, 0));
    v += use(ResourceDescriptorHeap[6]);
    b[0] = bab.Load(0) + cb.b;
    Out[0] = v;
}
