// ARGS: -T cs_6_0 -E main -fvk-u-shift 10 0 -fvk-t-shift 20 0 -fvk-b-shift 30 all
// -fvk-{u,t,b}-shift add to the binding number of a register class: u0 ->
// binding 10, t0 -> 20 (space 0 only), b0 space1 -> set 1 binding 30 ('all'
// spaces); u1 space1 is not shifted (u shift is for space 0): (1, 1).
// DISPATCH: 1 1 1
// BUFFER: set=0 binding=20 count=8 init="i + 1"
// BUFFER: set=0 binding=10 count=8 expect="(i + 1) * 5"
// BUFFER: set=1 binding=30 kind=uniform init="[5, 0, 0, 0]"
// BUFFER: set=1 binding=1 count=1 expect=42
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Out : register(u0);
cbuffer K : register(b0, space1) { uint k; };
RWStructuredBuffer<uint> Other : register(u1, space1);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    Out[id.x] = In[id.x] * k;
    if (id.x == 0)
        Other[0] = 42;
}
