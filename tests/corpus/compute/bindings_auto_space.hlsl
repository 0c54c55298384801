// ARGS: -T cs_6_0 -E main -auto-binding-space 2 -fvk-bind-globals 5 3 -fvk-auto-shift-bindings -fvk-t-shift 10 2 -fvk-u-shift 20 2 -fvk-b-shift 7 1
// DXC's binding rules for the three options (SPIR-V.rst, "HLSL register and
// Vulkan binding"): what names no space goes in set 2 (-auto-binding-space);
// with -fvk-auto-shift-bindings a resource without register() starts at the
// shift of the class its type takes (In: t -> 10, Out: u -> 20); Other's u1
// in the default space 2 is shifted to 21; Pinned's [[vk::binding(3)]] gets
// set 2; K's b0 space1 is shifted to 7 in set 1; $Globals (g) goes where
// -fvk-bind-globals puts it: binding 5, set 3.
// DISPATCH: 1 1 1
// BUFFER: set=2 binding=10 count=8 init="i + 1"
// BUFFER: set=1 binding=7 kind=uniform init="[3, 0, 0, 0]"
// BUFFER: set=3 binding=5 kind=uniform init="[4, 0, 0, 0]"
// BUFFER: set=2 binding=20 count=8 expect="(i + 1) * 3 + 4"
// BUFFER: set=2 binding=21 count=8 expect="i + 100"
// BUFFER: set=2 binding=3 count=8 expect=3
StructuredBuffer<uint> In;
RWStructuredBuffer<uint> Out;
RWStructuredBuffer<uint> Other : register(u1);
[[vk::binding(3)]] RWStructuredBuffer<uint> Pinned;
cbuffer K : register(b0, space1) { uint k; };
uint g;

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    Out[id.x] = In[id.x] * k + g;
    Other[id.x] = id.x + 100;
    Pinned[id.x] = k;
}
