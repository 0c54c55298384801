// ARGS: -T cs_6_0 -E main
// A static global is private to each invocation: an atomic on it means nothing, and Vulkan has none.
static uint counter;
RWStructuredBuffer<uint> result : register(u0);
[numthreads(64, 1, 1)]
void main()
{
    uint before;
    InterlockedAdd(counter, 1, before);
    result[0] = before;
}
