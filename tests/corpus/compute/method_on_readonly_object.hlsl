// ARGS: -T cs_6_0 -E main
// A method called on an object in read-only memory (a ConstantBuffer<A>,
// an element of a StructuredBuffer<A>) gets `this` copied in and not
// written back (storing to a cbuffer is invalid SPIR-V for Vulkan, which
// the unoptimized module did: DXC's cast.flat-conversion.decl-ref.hlsl).
// CB holds a = 1.5, b = 2; SB[1] holds a = 4, b = 3 (words 2 and 3).
//   Out[0] = CB.Scaled() = a * b = 3
//   Out[1] = SB[1].Scaled() = 12
// DISPATCH: 1 1 1
// BUFFER: binding=0 kind=uniform type=f32 init="[1.5, 2.0, 0.0, 0.0]"
// BUFFER: binding=1 type=f32 init="[0.0, 0.0, 4.0, 3.0]"
// BUFFER: binding=2 type=f32 count=2 expect="[3.0, 12.0]"
struct A {
    float a;
    float b;
    float Scaled() { return a * b; }
};
ConstantBuffer<A> CB : register(b0);
StructuredBuffer<A> SB : register(t1);
RWStructuredBuffer<float> Out : register(u2);

[numthreads(1, 1, 1)]
void main() {
    Out[0] = CB.Scaled();
    Out[1] = SB[1].Scaled();
}
