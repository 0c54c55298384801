// ARGS: -T cs_6_0 -E main
// A push-constant block whose first member is at [[vk::offset(8)]] (the
// bytes before it belong to another stage's range, as in SaschaWillems'
// pbr shaders): WGSL puts a struct's first member at 0, so the struct
// starts with a padding member `@size(8) osh_pad: u32` (src/wgsl/bufstruct.c)
// and scale, bias land at 8 and 12. Pushed words: 111, 222 (not read),
// scale = 3.0, bias = 0.5; Out[i] = In[i] * scale + bias with In[i] = i + 1:
// 3.5, 6.5, 9.5, 12.5 (by hand).
// DISPATCH: 1 1 1
// PUSH: type=u32 values=[111, 222, f2u(3.0), f2u(0.5)]
// WGSL-PUSH-BINDING: set=0 binding=2
// BUFFER: binding=0 type=f32 count=4 init=i+1
// BUFFER: binding=1 type=f32 count=4 expect="[3.5, 6.5, 9.5, 12.5]"
struct PushConsts {
    [[vk::offset(8)]] float scale;
    float bias;
};
[[vk::push_constant]] PushConsts pc;
StructuredBuffer<float> In : register(t0);
RWStructuredBuffer<float> Out : register(u1);

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = In[id.x] * pc.scale + pc.bias;
}
