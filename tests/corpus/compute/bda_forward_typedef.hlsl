// ARGS: -T cs_6_6 -E main
// DXC's linked-list form: C's forward `typedef struct block_s block_t;`
// names the struct before its body, a pointer to it has alignment 32, and
// `__has_feature(hlsl_vk_buffer_pointer)` is 1 in code as in #if. `x` at 0
// is loaded Aligned 32, `next` at 16 Aligned 16.
// WGSL-ERROR: OSH5202
typedef struct block_s block_t;
typedef vk::BufferPointer<block_t, 32> block_p;
struct block_s {
    float4 x;
    block_p next;
};
struct Push { block_p root; };
[[vk::push_constant]] Push pc;
RWStructuredBuffer<float4> Out : register(u0);
[numthreads(1, 1, 1)]
void main()
{
#if __has_feature(hlsl_vk_buffer_pointer)
    if (__has_feature(hlsl_vk_buffer_pointer)) {
        block_p p = pc.root.Get().next;
        if ((uint64_t)p != 0)
            Out[0] = p.Get().x;
    }
#endif
}
