// ARGS: -T cs_6_0 -E main
// precise on the WGSL target: WGSL has no way to forbid contraction, so the
// arithmetic compiles with warning OSH5205 and may be fused (the
// specification's known difference): the run accepts 0 (unfused, as
// precise.hlsl checks on SPIR-V) or 2^-24 (fused) through the tolerance.
// TARGETS: wgsl
// EXPECT-WARNING: OSH5205
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=f32 init="[1 + 2 ** -12, 1 + 2 ** -12, -(1 + 2 ** -11)]"
// BUFFER: binding=1 type=f32 count=1 expect=0 tol=1e-7
StructuredBuffer<float> In : register(t0);
RWStructuredBuffer<float> Out : register(u1);

[numthreads(1, 1, 1)]
void main() {
    precise float r = In[0] * In[1] + In[2];
    Out[0] = r;
}
