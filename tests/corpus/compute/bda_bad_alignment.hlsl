// ARGS: -T cs_6_0 -E main
// vk::RawBufferLoad/Store's alignment is a constant unsigned integer, a
// power of two (DXC: "alignment argument must be a constant unsigned
// integer"): -16, 12 and a run-time value are refused.
// SPIRV-ERROR: OSH0591
// WGSL-ERROR: OSH5202
uint64_t Address;
uint A;
RWStructuredBuffer<float4> Out : register(u0);
[numthreads(1, 1, 1)]
void main()
{
    Out[0] = vk::RawBufferLoad<float4>(Address, -16);
    Out[1] = vk::RawBufferLoad<float4>(Address, 12);
    vk::RawBufferStore<float>(Address, 1.0, A);
}
