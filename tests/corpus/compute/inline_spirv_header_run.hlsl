// ARGS: -T cs_6_0 -E main -HV 2021
// TARGETS: spirv
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=u32 count=64 expect="((i + 1) % 64) ** 2 + 1"
// The built-in <vk/spirv.h> (no -I): vk::GetGroupSharedAddress gives a
// vk::WorkgroupSpirvPointer<uint> (an OpTypePointer Workgroup from
// vk::SpirvOpaqueType) to an element of groupshared memory; it is passed
// to a function and read with OpLoad and the header's
// vk::MemoryAccessVolatileMask. Thread i writes shared[i] = i * i + 1,
// waits for the group, then reads its neighbour's: out[i] =
// ((i + 1) mod 64)^2 + 1.
#include <vk/spirv.h>

[[vk::ext_instruction(/* OpLoad */ 61)]]
uint load_word(vk::WorkgroupSpirvPointer<uint> p, [[vk::ext_literal]] uint memory_operands);

uint read_through(vk::WorkgroupSpirvPointer<uint> p)
{
    return load_word(p, vk::MemoryAccessVolatileMask);
}

groupshared uint shared_words[64];
RWStructuredBuffer<uint> output : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_GroupThreadID)
{
    uint i = id.x;
    shared_words[i] = i * i + 1;
    GroupMemoryBarrierWithGroupSync();
    vk::WorkgroupSpirvPointer<uint> p = vk::GetGroupSharedAddress(shared_words[(i + 1) % 64]);
    output[i] = read_through(p);
}
