// ARGS: -T cs_6_0 -E main
// An array of structured buffers and one of textures indexed by constants:
// one variable of OpTypeArray per array. Compiled and validated only (the
// runners bind one descriptor per binding). WebGPU has no binding arrays.
// WGSL-ERROR: OSH5202
RWStructuredBuffer<uint> Bufs[3] : register(u0);
Texture2D<float4> Texs[2] : register(t0, space1);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    float4 t = Texs[1].Load(int3(id.x, 0, 0));
    Bufs[2][id.x] = Bufs[0][id.x] + Bufs[1][id.x] + (uint)t.x;
}
