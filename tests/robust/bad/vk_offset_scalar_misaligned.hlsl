// ARGS: -T vs_6_0 -E main -fvk-use-dx-layout
// Scalar block layout (-fvk-use-dx-layout, -fvk-use-scalar-layout) still
// aligns a member to its scalars: a float3 at offset 63 was emitted as is,
// invalid SPIR-V (found by fuzzing from DXC's vk.layout tests).
struct S {
    float a;
    [[vk::offset(63)]] float3 c;
};
ConstantBuffer<S> CB;
float4 main() : A { return CB.a; }
