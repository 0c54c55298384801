// ARGS: -T cs_6_6 -E main
// vk::BufferPointer members in structured and constant buffers and cbuffers
// (a pointer is a 64-bit address, not a resource object).
struct Node { float4 v; };
struct S { vk::BufferPointer<Node> p; uint n; };
StructuredBuffer<S> sb : register(t0);
ConstantBuffer<S> cb : register(b1);
cbuffer Cb : register(b2) { vk::BufferPointer<Node> gp; }
RWStructuredBuffer<float4> Out : register(u0);
[numthreads(1, 1, 1)]
void main()
{
    Out[0] = sb[0].p.Get().v + cb.p.Get().v + gp.Get().v;
}
