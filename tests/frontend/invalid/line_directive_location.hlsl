// ARGS: -T cs_6_0 -E main
// Diagnostics report the line that #line presumes (as clang and DXC do):
// generated shaders map their errors back to the file they came from.
RWStructuredBuffer<float> Out : register(u0);
#line 100 "generated_from.hlsl"
[numthreads(1, 1, 1)]
void main()
{
    Out[0] = undefined_a;
#line 7
    Out[1] = undefined_b;
}
