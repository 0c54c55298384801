// ARGS: -T cs_6_6 -E main -fvk-use-scalar-layout
// -fvk-use-scalar-layout lays the pointee out with the scalar rules, as a
// storage buffer: `b` follows `a` at 12 and the access is Aligned 4.
// SPIRV-VAL: --scalar-block-layout
// WGSL-ERROR: OSH5202
struct T { float3 a; float3 b; };
struct P { vk::BufferPointer<T> t; };
[[vk::push_constant]] P pc;
RWStructuredBuffer<float4> Out : register(u0);
[numthreads(1, 1, 1)]
void main()
{
    Out[0] = float4(pc.t.Get().b, 1);
    pc.t.Get().a = Out[1].xyz;
}
