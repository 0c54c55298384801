// ARGS: -T cs_6_0 -E main
// $Globals takes its implicit binding where its first member is declared,
// as DXC (its var.globals.hlsl and vk.binding.global-struct-of-resources.3):
// In is binding 0, $Globals (scale, first declared after In) binding 1,
// Out binding 2, and Unused binding 3 although nothing reads it.
// Out[i] = In[i] * scale + bias = (i + 1) * 3 + 10
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=f32 count=4 init="i + 1"
// BUFFER: binding=1 kind=uniform type=f32 init="[3.0, 10.0, 0.0, 0.0]"
// BUFFER: binding=2 type=f32 count=4 expect="[13.0, 16.0, 19.0, 22.0]"
StructuredBuffer<float> In;
float scale;
RWStructuredBuffer<float> Out;
float bias;
RWStructuredBuffer<float> Unused;

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    Out[id.x] = In[id.x] * scale + bias;
}
