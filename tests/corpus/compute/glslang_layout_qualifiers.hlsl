// ARGS: -T cs_6_0 -E main
// EXPECT-WARNING: OSH0205
// glslang's GLSL layout qualifiers before an HLSL declaration mean the
// [[vk::...]] attributes: layout(set = 0, binding = 2) overrides the
// register (u7), layout(push_constant) makes the cbuffer the push-constant
// block; an image format is ignored with a warning. Pushed a = 5, b = 9: Out
// (binding 2) gets In[i] (binding 0, In[i] = 10 i) + a * b = 10 i + 45.
// DISPATCH: 1 1 1
// PUSH: type=u32 values=[5, 9]
// WGSL-PUSH-BINDING: set=0 binding=3
// BUFFER: binding=0 type=u32 count=4 init=10*i
// BUFFER: binding=2 type=u32 count=4 expect=10*i+45
layout(push_constant) cbuffer PC {
    uint a;
    uint b;
};
layout(binding = 0) StructuredBuffer<uint> In : register(t5);
layout(set = 0, binding = 2, rgba32f) RWStructuredBuffer<uint> Out : register(u7);

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    Out[id.x] = In[id.x] + a * b;
}
