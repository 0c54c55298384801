// ARGS: -T cs_6_5 -E main
// WaveMatch and the WaveMultiPrefix* family are SPV_NV_shader_subgroup_
// partitioned, as DXC writes them: OpGroupNonUniformPartitionNV for the
// match, and the arithmetic and bitwise group instructions with
// PartitionedExclusiveScanNV and the partition's mask for the scans; the
// capability is GroupNonUniformPartitionedNV alone (not Arithmetic), and the
// reflection names the partitioned_nv subgroup bit. WaveMultiPrefixCountBits
// (which DXC leaves unimplemented) is the scan's sum of 1 where the bool holds.
// No driver here has the extension (lavapipe lacks it), so this compiles and
// validates but does not run. WebGPU has no partitioned subgroup operations.
// WGSL-ERROR: OSH0350
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint4> Out : register(u1);
[numthreads(32, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint key = In[id.x] & 3;
    uint4 mask = WaveMatch(key);
    Out[id.x * 4 + 0] = mask;
    Out[id.x * 4 + 1] = uint4(WaveMultiPrefixSum(id.x, mask), WaveMultiPrefixProduct(key + 1, mask),
                              WaveMultiPrefixCountBits(id.x % 3 == 0, mask), 0);
    Out[id.x * 4 + 2] = uint4(WaveMultiPrefixBitAnd(key, mask), WaveMultiPrefixBitOr(key, mask),
                              WaveMultiPrefixBitXor(key, mask), 0);
    Out[id.x * 4 + 3] = asuint(WaveMultiPrefixSum(float4(id.xxx, 1.0), mask));
}
