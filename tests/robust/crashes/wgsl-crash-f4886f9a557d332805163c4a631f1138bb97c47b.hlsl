// ARGS: -T cs_6_0 -E main
// Runner self-test: compiled by glslangValidator, not by OneShader. Uses a
// uniform buffer, push constants, a specialization constant and u32, f32
// and i32 storage buffers in two descriptor sets.
// DISPATCH: 2 1 1
// BUFFER: set=0 binding=0 kind=uniform type=u32 init=[3, 0, 0, 0]
// BUFFER: set=0 binding=1 type=u32 count=64 init=i expect=3*i+100
// BUFFER: set=1 binding=0 type=f32 count=64 init=i expect=f32(i)*f32(0.1) tol=1e-6
// BUFFER: set=0 binding=2 type=i32 count=64 init=-i expect=-i-5
// PUSH: type=u32 values=100
// PUSH: type=f32 values=0.1
// SPEC: id=3 type=i32 value=5
struct PC { uint add; float scale; };
[[vk::push_constant]] ConstantBuffer<PC> pc;
[[vk::constant_id(3)]] const int kBias = 1;
[[vk::binding(0, 0)]] cbuffer Params { uint mul; uint pad0; uint pad1; uint pad2; };
[[vk::binding(1, 0)]] RWStructuredBuffer<uint> u;
[[vk::binding(0, 1)]] RWStructuredBuffer<float> f;
[[vk::binding(2, 0)]] RWStructuredBuffer<int> s;
[numthreads(32, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  u[id.x] = u[id.x] * mul + pc.add;
  f[id.x] = f[id.x] * pc.scale;
  s[id.x] = s[id.x] - kBias;
}
