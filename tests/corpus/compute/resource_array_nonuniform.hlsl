// ARGS: -T cs_6_0 -E main
// Resource arrays indexed per thread through NonUniformResourceIndex
// (ShaderNonUniform, *ArrayNonUniformIndexing, NonUniform decorations).
// Compiled and validated only. WebGPU has no binding arrays.
// WGSL-ERROR: OSH5202
RWStructuredBuffer<uint> Bufs[4] : register(u0);
Texture2D<float4> Texs[4] : register(t4);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint k = NonUniformResourceIndex(id.x % 4);
    float4 t = Texs[NonUniformResourceIndex(id.x % 4)].Load(int3(id.x, 0, 0));
    Bufs[k][id.x] = id.x + (uint)t.z;
}
