// ARGS: -T cs_6_0 -E main
// Resources declared inside a cbuffer are globals of their own, numbered
// just before their cbuffer, and a cbuffer holding only resources is no
// buffer at all, as DXC (type.cbuffer.including.resource.hlsl). Here:
// In is binding 0, P (scale) binding 1, Out binding 2 (Q takes none). They
// all had binding 0 before, clashing.
// Out[i] = In[i] * scale = (i + 1) * 4
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=f32 count=4 init="i + 1"
// BUFFER: binding=1 kind=uniform type=f32 init="[4.0, 0.0, 0.0, 0.0]"
// BUFFER: binding=2 type=f32 count=4 expect="(i + 1) * 4"
cbuffer P {
    float scale;
    StructuredBuffer<float> In;
};
cbuffer Q {
    RWStructuredBuffer<float> Out;
};

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    Out[id.x] = In[id.x] * scale;
}
