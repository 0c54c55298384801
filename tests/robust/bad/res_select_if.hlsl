// ARGS: -T cs_6_0 -E main
// Which buffer b names depends on a run-time condition: Vulkan cannot choose
// a resource at run time, so the use is refused (DXC: "Using pointers with
// OpSelect requires capability"). It compiled to B on both paths before.
StructuredBuffer<uint> A;
StructuredBuffer<uint> B;
RWStructuredBuffer<uint> Out;
cbuffer P { int i; };
[numthreads(1, 1, 1)]
void main() {
    StructuredBuffer<uint> b;
    if (i > 0)
        b = A;
    else
        b = B;
    Out[0] = b[0];
}
