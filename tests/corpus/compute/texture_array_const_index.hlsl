// ARGS: -T cs_6_0 -E main
// DISPATCH: 1 1 1
// BUFFER: binding=0 count=8 expect="11 * i + 100"
// IMAGE: set=1 binding=0 index=0 kind=sampled format=rgba32f size=8x1 init="x if c == 0 else 0" wgsl-binding=0
// IMAGE: set=1 binding=0 index=1 kind=sampled format=rgba32f size=8x1 init=1000 wgsl-binding=4
// IMAGE: set=1 binding=0 index=2 kind=sampled format=rgba32f size=8x1 init="10 * x if c == 0 else 0" wgsl-binding=5
// IMAGE: set=1 binding=3 kind=sampled format=rgba32f size=8x1 init=100 wgsl-binding=3
// A texture array indexed only with constants. Vulkan: one binding of three
// descriptors (vkrun's index=). WGSL has no binding arrays, so each element
// the shader indexes is a variable of its own: Texs_0 at the array's binding
// 0; Other keeps its binding 3; the other elements, like any resource that
// shares a binding, move past the group's highest binding (3, with every
// keeper placed) in declaration order: element 1 to 4, element 2 to 5
// (worked out by hand from src/wgsl/binding.c's rule; reflection's
// wgsl_element_bindings say the same). Texs[1] holds 1000s to catch a wrong element; it is not read, so
// the WGSL declares no Texs_1. Out[i] = i + 10 i + 100.
RWStructuredBuffer<uint> Out : register(u0);
Texture2D<float4> Texs[3] : register(t0, space1);
Texture2D<float4> Other : register(t3, space1);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    int3 p = int3(id.x, 0, 0);
    Out[id.x] = (uint)(Texs[0].Load(p).x + Texs[2].Load(p).x + Other.Load(p).x);
}
