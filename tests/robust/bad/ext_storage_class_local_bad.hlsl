// ARGS: -T cs_6_0 -E main
// [[vk::ext_storage_class]] on a local with a class a local cannot be in a
// Vulkan shader: CrossWorkgroup (OpenCL's global memory, DXC's own
// spv.intrinsicStorageClass test) and StorageBuffer (a buffer is a
// resource, declared as one). Both OSH0483.
RWStructuredBuffer<int> o;
[numthreads(1, 1, 1)]
void main()
{
    [[vk::ext_storage_class(5)]] int a = 3;
    [[vk::ext_storage_class(12)]] int b = 4;
    o[0] = a + b;
}
