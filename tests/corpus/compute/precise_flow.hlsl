// ARGS: -T cs_6_0 -E main -O0
// TARGETS: spirv
// precise: NoContraction on every arithmetic result that flows into a
// precise variable, also through ordinary variables (t) and compound
// assignments, as DXC marks them; unrelated arithmetic (u) stays free.
StructuredBuffer<float> In : register(t0);
RWStructuredBuffer<float> Out : register(u1);
[numthreads(1, 1, 1)]
void main() {
    float t = In[0] * In[1];
    float u = In[2] * In[3] + 1.0;
    precise float r = t + In[2];
    r *= In[3];
    Out[0] = r + u;
}
