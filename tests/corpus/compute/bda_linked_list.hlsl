// ARGS: -T cs_6_6 -E main
// A struct holding a vk::BufferPointer to its own type: the member is a
// uint64_t address (no OpTypeForwardPointer needed), so the list is walked
// with .Get().next.
// WGSL-ERROR: OSH5202
struct Node {
    float4 value;
    vk::BufferPointer<Node, 16> next;
};
struct Push { uint count; vk::BufferPointer<Node, 16> head; };
[[vk::push_constant]] Push pc;
RWStructuredBuffer<float4> Out : register(u0);
[numthreads(1, 1, 1)]
void main()
{
    vk::BufferPointer<Node, 16> p = pc.head;
    float4 sum = 0;
    for (uint i = 0; i < pc.count && (uint64_t)p != 0; i++) {
        sum += p.Get().value;
        p = p.Get().next;
    }
    Out[0] = sum;
}
