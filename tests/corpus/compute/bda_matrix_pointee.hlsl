// ARGS: -T cs_6_0 -E main
// A float matrix in memory needs a MatrixStride, which decorates a struct
// member: a buffer device address of a bare matrix is refused (one inside
// a struct is fine).
// SPIRV-ERROR: OSH0500
// WGSL-ERROR: OSH5202
struct M { float2x2 m; };
uint64_t Address;
RWStructuredBuffer<float4> Out : register(u0);
[numthreads(1, 1, 1)]
void main()
{
    float2x2 a = vk::RawBufferLoad<M>(Address).m;
    float2x2 b = vk::RawBufferLoad<float2x2>(Address);
    Out[0] = float4(a[0] + b[1], 0, 0);
}
