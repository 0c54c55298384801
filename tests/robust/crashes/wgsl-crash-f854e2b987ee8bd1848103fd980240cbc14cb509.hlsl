// ARGS: -T cs_6_0 -E main
// [[vk::binding(binding, set)]] overrides the register: In at set 2 binding
// 0, Out at set 1 binding 5, a cbuffer at set 0 binding 3 (its register b7
// is ignored). Out[i] = In[i] * k + i with k = 3 from the cbuffer.
// DISPATCH: 1 1 1
// BUFFER: set=2 binding=0 count=16 init="100 + i"
// BUFFER: set=1 binding=5 count=16 expect="(100 + i) * 3 + i"
// BUFFER: set=0 binding=3 kind=uniform init="[3, 0, 0, 0]"
[[vk::binding(0, 2)]] StructuredBuffer<uint> In : register(t4);
[[vk::binding(5, 1)]] RWStructuredBuffer<uint> Out : register(u0);
[[vk::binding(3)]] cbuffer K : register(b7) { uint k; };

[numthreads(16, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    Out[id.x] = In[id.x] * k + id.x;
}
