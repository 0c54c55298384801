// ARGS: -T cs_6_0 -E main
// precise: a*b + c must not be fused (NoContraction in SPIR-V). With
// a = b = 1 + 2^-12 the exact product 1 + 2^-11 + 2^-24 is a tie in f32 and
// rounds to even, 1 + 2^-11; c = -(1 + 2^-11) then gives 0, while a fused
// multiply-add would give 2^-24. SPIR-V only: the WGSL target cannot honour
// precise and warns (precise_wgsl).
// TARGETS: spirv
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=f32 init="[1 + 2 ** -12, 1 + 2 ** -12, -(1 + 2 ** -11)]"
// BUFFER: binding=1 type=f32 count=1 expect=0
StructuredBuffer<float> In : register(t0);
RWStructuredBuffer<float> Out : register(u1);

[numthreads(1, 1, 1)]
void main() {
    precise float r = In[0] * In[1] + In[2];
    Out[0] = r;
}
