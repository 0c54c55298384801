// ARGS: -T cs_6_0 -E main -wgsl
// WebGPU has no partitioned subgroup operations (SPIR-V writes
// SPV_NV_shader_subgroup_partitioned: tests/corpus/compute/wave_partitioned).
RWStructuredBuffer<uint4> buf : register(u0);
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    buf[id.x] = WaveMatch(id.x);
}
