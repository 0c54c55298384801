// ARGS: -T cs_6_0 -E main
// Resource arrays indexed by a dynamically uniform value from a cbuffer
// (StorageBufferArrayDynamicIndexing / SampledImageArrayDynamicIndexing).
// Compiled and validated only. WebGPU has no binding arrays.
// WGSL-ERROR: OSH5202
cbuffer Sel : register(b0) { uint which; };
RWStructuredBuffer<uint> Bufs[4] : register(u1);
Texture2D<float4> Texs[4] : register(t5);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    float4 t = Texs[which].Load(int3(id.x, 0, 0));
    Bufs[which][id.x] += (uint)t.y;
}
