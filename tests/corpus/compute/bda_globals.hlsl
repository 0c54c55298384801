// ARGS: -T cs_6_6 -E main
// A vk::BufferPointer among the $Globals members is a uint64_t there: 8
// bytes at offset 0, so `k` is at offset 8 and `f` at 16 (std140).
// WGSL-ERROR: OSH5202
struct Node { float4 v; };
vk::BufferPointer<Node> gp;
uint k;
float4 f;
RWStructuredBuffer<float4> Out : register(u0);
[numthreads(1, 1, 1)]
void main()
{
    Out[0] = k + f + gp.Get().v;
}
