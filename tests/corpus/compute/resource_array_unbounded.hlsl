// ARGS: -T cs_6_0 -E main
// Unbounded (runtime-sized) descriptor arrays, the bindless pattern: the
// arrays are OpTypeRuntimeArray with RuntimeDescriptorArray, indexed per
// thread through NonUniformResourceIndex (*ArrayNonUniformIndexing); the host
// binds 4 descriptors in each. Unused is never mentioned by the module.
// WebGPU has no binding arrays. Thread x uses k = x % 4; Texs[k] texel x has
// z = 10(k+1) + x, so Bufs[k][x] = 2x + 10(k+1) where x % 4 == k, else 0.
// WGSL-ERROR: OSH5202
// DISPATCH: 1 1 1
// BUFFER: binding=0 index=0 count=8 expect="2*i + 10 if i % 4 == 0 else 0"
// BUFFER: binding=0 index=1 count=8 expect="2*i + 20 if i % 4 == 1 else 0"
// BUFFER: binding=0 index=2 count=8 expect="2*i + 30 if i % 4 == 2 else 0"
// BUFFER: binding=0 index=3 count=8 expect="2*i + 40 if i % 4 == 3 else 0"
// IMAGE: binding=4 index=0 kind=sampled format=rgba32f size=8x1 init="10 + x if c == 2 else 0"
// IMAGE: binding=4 index=1 kind=sampled format=rgba32f size=8x1 init="20 + x if c == 2 else 0"
// IMAGE: binding=4 index=2 kind=sampled format=rgba32f size=8x1 init="30 + x if c == 2 else 0"
// IMAGE: binding=4 index=3 kind=sampled format=rgba32f size=8x1 init="40 + x if c == 2 else 0"
RWStructuredBuffer<uint> Bufs[] : register(u0);
Texture2D<float4> Texs[] : register(t4);
Texture2D<float4> Unused[] : register(t8);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint k = NonUniformResourceIndex(id.x % 4);
    float4 t = Texs[NonUniformResourceIndex(id.x % 4)].Load(int3(id.x, 0, 0));
    Bufs[k][id.x] = id.x + (uint)t.z;
}
