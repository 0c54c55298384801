// ARGS: -T cs_6_6 -E main
// vk::BufferPointer in a push-constant block: .Get() bit casts the address
// to a PhysicalStorageBuffer pointer to Data's std430 layout; each access
// carries Aligned (A = 16 lowered by the member's offset: v at 0 is 16, n
// at 16 is 16, w at 20 is 4). WGSL has no device addresses.
// WGSL-ERROR: OSH5202
struct Data { float4 v; uint n; float w; };
struct Push { vk::BufferPointer<Data, 16> data; };
[[vk::push_constant]] Push pc;
RWStructuredBuffer<float4> Out : register(u0);
[numthreads(1, 1, 1)]
void main()
{
    Out[0] = pc.data.Get().v * pc.data.Get().n;
    pc.data.Get().w = Out[1].x;
}
