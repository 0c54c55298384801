// ARGS: -T cs_6_6 -E main
// A vk::BufferPointer among the $Globals members would shift the others'
// offsets, so using any $Globals member refuses the shader (rather than
// laying `k` out at offset 0 without the pointer in front of it).
// SPIRV-ERROR: OSH5010
// WGSL-ERROR: OSH5202
struct Node { float4 v; };
vk::BufferPointer<Node> gp;
uint k;
RWStructuredBuffer<float4> Out : register(u0);
[numthreads(1, 1, 1)]
void main()
{
    Out[0] = k;
}
