// ARGS: -T cs_6_0 -E main
// Resource arrays indexed by a dynamically uniform value from a cbuffer
// (StorageBufferArrayDynamicIndexing / SampledImageArrayDynamicIndexing).
// WebGPU has no binding arrays. which = 2; Texs[k] texel x has y = 100(k+1)
// + x; Bufs[k][x] starts at 1000k + x: only Bufs[2] changes, to 2300 + 2x.
// WGSL-ERROR: OSH5202
// DISPATCH: 1 1 1
// BUFFER: binding=0 kind=uniform count=4 init=[2, 0, 0, 0]
// BUFFER: binding=1 index=0 count=8 init=i expect=i
// BUFFER: binding=1 index=1 count=8 init=1000+i expect=1000+i
// BUFFER: binding=1 index=2 count=8 init=2000+i expect=2300+2*i
// BUFFER: binding=1 index=3 count=8 init=3000+i expect=3000+i
// IMAGE: binding=5 index=0 kind=sampled format=rgba32f size=8x1 init=100+x
// IMAGE: binding=5 index=1 kind=sampled format=rgba32f size=8x1 init=200+x
// IMAGE: binding=5 index=2 kind=sampled format=rgba32f size=8x1 init="300 + x if c == 1 else 7"
// IMAGE: binding=5 index=3 kind=sampled format=rgba32f size=8x1 init=400+x
cbuffer Sel : register(b0) { uint which; };
RWStructuredBuffer<uint> Bufs[4] : register(u1);
Texture2D<float4> Texs[4] : register(t5);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    float4 t = Texs[which].Load(int3(id.x, 0, 0));
    Bufs[which][id.x] += (uint)t.y;
}
