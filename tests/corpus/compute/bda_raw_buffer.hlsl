// ARGS: -T cs_6_0 -E main
// vk::RawBufferLoad/Store as DXC: the address bit cast to a
// PhysicalStorageBuffer pointer to T's std430 layout, Aligned with the
// argument (default 4); a bool is a uint in memory; a struct is read and
// written member by member (each access Aligned by its offset from a base
// aligned to 16: a at 0 and b at 16 are 16, c at 24 is 8).
// WGSL-ERROR: OSH5202
struct S { float3 a; uint2 b; bool c; };
uint64_t Address;
RWStructuredBuffer<float4> Out : register(u0);
[numthreads(1, 1, 1)]
void main()
{
    float x = vk::RawBufferLoad<float>(Address);
    double y = vk::RawBufferLoad<double>(Address + 8, 8);
    bool z = vk::RawBufferLoad<bool>(Address + 16);
    uint u = vk::RawBufferLoad(Address + 20);
    S s = vk::RawBufferLoad<S>(Address + 32, 16);
    Out[0] = float4(x, (float)y, z ? 1 : 0, u) + float4(s.a, s.b.x + s.c);
    vk::RawBufferStore<float2>(Address + 64, Out[1].xy, 8);
    vk::RawBufferStore<bool>(Address + 72, Out[2].x > 0);
    s.c = !s.c;
    vk::RawBufferStore<S>(Address + 96, s, 16);
    vk::RawBufferStore(Address + 128, u + 1);
}
