// ARGS: -T cs_6_0 -E main
// Push constants (a Block in PushConstant storage) and spec constants,
// including one that sets numthreads.
// DISPATCH: 1 1 1
// PUSH: type=u32 values=[5, 7]
// SPEC: id=3 type=u32 value=4
// SPEC: id=1 type=i32 value=-2
// WGSL-PUSH-BINDING: set=0 binding=1
// BUFFER: binding=0 type=i32 count=4 expect=[5 * i + 7 - 2 for i in range(4)]
struct PC { uint scale; uint bias; };
[[vk::push_constant]] PC pc;
[[vk::constant_id(3)]] const uint kThreads = 2;
[[vk::constant_id(1)]] const int kOffset = 0;
RWStructuredBuffer<int> o : register(u0);
[numthreads(kThreads, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    o[id.x] = (int)(pc.scale * id.x + pc.bias) + kOffset;
}
