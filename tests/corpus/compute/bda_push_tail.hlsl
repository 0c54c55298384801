// ARGS: -T cs_6_6 -E main
// The usual push-constant block: a vk::BufferPointer and a count, 12 bytes
// (n at 8). The reflection header's C struct is 16 bytes (C pads it to
// its uint64_t's alignment): its size assertion says 16 and a comment the
// block's 12, which PUSH_CONSTANTS_SIZE gives.
// WGSL-ERROR: OSH5202
struct Item { float4 v; };
struct Push { vk::BufferPointer<Item> items; uint n; };
[[vk::push_constant]] Push pc;
RWStructuredBuffer<float4> Out : register(u0);
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    if (id.x < pc.n)
        Out[id.x] = vk::BufferPointer<float4>((uint64_t)pc.items + 16 * id.x).Get();
}
