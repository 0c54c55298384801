// ARGS: -T cs_6_0 -E main
// TARGETS: spirv
// A function returning a ConstantBuffer<S> element of an array, chosen by
// its parameter: its value is that buffer's S (at -O0 too, where the
// function stays a function; it used to return an image type there:
// invalid SPIR-V). CB[0] holds (1, 2), CB[1] holds (10, 20). SPIR-V only:
// WebGPU has no binding arrays.
//   Out[0] = pick(1).b + pick(0).a = 20 + 1 = 21
//   Out[1] = pick(0).b * 100 = 200
// DISPATCH: 1 1 1
// BUFFER: binding=0 index=0 kind=uniform type=f32 init="[1.0, 2.0, 0.0, 0.0]"
// BUFFER: binding=0 index=1 kind=uniform type=f32 init="[10.0, 20.0, 0.0, 0.0]"
// BUFFER: binding=1 type=f32 count=2 expect="[21.0, 200.0]"
struct S { float a; float b; };
ConstantBuffer<S> CB[2] : register(b0);
RWStructuredBuffer<float> Out : register(u1);

ConstantBuffer<S> pick(uint i) { return CB[i]; }

[numthreads(1, 1, 1)]
void main() {
    Out[0] = pick(1).b + pick(0).a;
    Out[1] = pick(0).b * 100;
}
