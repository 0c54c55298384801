// ARGS: -T cs_6_6 -E main
// vk::BufferPointer is parsed and type-checked; neither back end implements
// it yet (SPIR-V: PhysicalStorageBuffer pointers; WGSL has no device
// addresses). Reported once, at the first use the entry point reaches.
// SPIRV-ERROR: OSH5010
// WGSL-ERROR: OSH5202
struct Data { float4 v; uint n; };
struct Push { vk::BufferPointer<Data, 16> data; };
[[vk::push_constant]] Push pc;
RWStructuredBuffer<float4> Out : register(u0);
[numthreads(1, 1, 1)]
void main()
{
    Out[0] = pc.data.Get().v * pc.data.Get().n;
}
