// ARGS: -T cs_6_0 -E main
// A function whose returns give different resources on a condition known
// only at run time: Vulkan cannot select a resource, so this is refused at
// the use (DXC refuses it too), with a note on why.
// EXPECT-ERROR: OSH0505
RWStructuredBuffer<float> A : register(u0);
RWStructuredBuffer<float> B : register(u1);
cbuffer C { uint sel; };

RWStructuredBuffer<float> pick(bool first) {
    if (first)
        return A;
    return B;
}

[numthreads(1, 1, 1)]
void main() {
    pick(sel != 0)[0] = 1;
}
