// ARGS: -T cs_6_0 -E main -fspv-target-env=vulkan1.1
// -fspv-target-env=vulkan1.1: SPIR-V 1.3, as DXC emits for it. The entry
// point lists its inputs only (1.4 made every global part of the
// interface), and a select of vectors on a scalar condition (a ?: of
// constant vectors) gets a splatted bool vector (1.4 allows the scalar). Buffers, groupshared memory, a
// barrier and a subgroup sum, run on lavapipe: element i is
// (data[i] + data[63 - i]) * 2 + (k ? 1 : 0) for the thread's lane sum.
// DISPATCH: 1 1 1
// BUFFER: binding=0 name=d init="[i * 3 + 1 for i in range(64)]"
// BUFFER: binding=1 count=64 expect="[(d[i] + d[63 - i]) * 2 + (1 if i % 2 else 10) for i in range(64)]"
// BUFFER: binding=2 count=8 expect="[sum(range(8 * g, 8 * g + 8)) for g in range(8)]"
StructuredBuffer<uint> Data : register(t0);
RWStructuredBuffer<uint> Out : register(u1);
RWStructuredBuffer<uint> Sums : register(u2);
groupshared uint tile[64];

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.x;
    tile[i] = Data[i];
    GroupMemoryBarrierWithGroupSync();
    uint2 v = (i & 1) != 0 ? uint2(1, 2) : uint2(10, 20);
    Out[i] = (tile[i] + tile[63 - i]) * 2 + v.x;
    uint s = WaveActiveSum(i);
    if (WaveGetLaneIndex() == 0 && WaveGetLaneCount() == 8)
        Sums[i / 8] = s;
}
