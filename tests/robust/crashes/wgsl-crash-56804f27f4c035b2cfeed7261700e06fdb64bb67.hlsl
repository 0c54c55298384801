// ARGS: -T cs_6_0 -E main
// Every barrier intrinsic: each step writes groupshared memory, passes a
// barrier with group sync, and reads a neighbour's value; the memory-only
// barriers (GroupMemoryBarrier, DeviceMemoryBarrier, AllMemoryBarrier) sit
// before a synchronising one in uniform control flow.
// Step 1 (GroupMemoryBarrierWithGroupSync): a = (t+1)%64 squared;
// step 2 (DeviceMemoryBarrierWithGroupSync): b = a of thread (t+2)%64;
// step 3 (AllMemoryBarrierWithGroupSync): c = b of thread (t+3)%64 + 1000.
// DISPATCH: 2 1 1
// BUFFER: binding=0 count=128 expect="((i % 64 + 6) % 64) ** 2 + 1000 + 5 * (i // 64)"
RWStructuredBuffer<uint> Out : register(u0);

groupshared uint gs[64];

[numthreads(64, 1, 1)]
void main(uint3 gid : SV_GroupID, uint3 tid : SV_GroupThreadID, uint3 id : SV_DispatchThreadID) {
    uint t = tid.x;
    gs[t] = t * t;
    GroupMemoryBarrierWithGroupSync();
    uint a = gs[(t + 1) % 64];
    GroupMemoryBarrier();
    GroupMemoryBarrierWithGroupSync();
    gs[t] = a;
    DeviceMemoryBarrierWithGroupSync();
    uint b = gs[(t + 2) % 64];
    DeviceMemoryBarrier();
    GroupMemoryBarrierWithGroupSync();
    gs[t] = b;
    AllMemoryBarrierWithGroupSync();
    uint c = gs[(t + 3) % 64] + 1000;
    AllMemoryBarrier();
    Out[id.x] = c + 5 * gid.x;
}
