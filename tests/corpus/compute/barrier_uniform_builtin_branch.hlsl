// ARGS: -T cs_6_0 -E main
// A barrier under a branch on values the whole workgroup shares: the group's
// id (here a flag read at it from a read-only buffer) and the wave size
// (kajiya's FidelityFX shadow denoiser: `if (WaveGetLaneCount() == 64) ...
// else { GroupMemoryBarrierWithGroupSync(); ... }`). HLSL and Vulkan accept
// it; WGSL does too, since workgroup_id and subgroup_size are uniform there,
// but only while they are the entry point's parameters: the WGSL back end
// passes them to the body function instead of copying them into private
// variables (which Tint counts as non-uniform; this was OSH5202).
// Two groups of 4: thread 0 of group k sets g = 10 + k; Flags = [1, 0]:
// group 0 waits at the barrier and every thread writes g = 10; group 1 writes
// 7. Then, in every group, a barrier under WaveGetLaneCount() >= 1 (true on
// every device) and the second word block: 100 + k.
// Out = [10, 10, 10, 10, 7, 7, 7, 7, 100, 100, 100, 100, 101, 101, 101, 101].
// DISPATCH: 2 1 1
// BUFFER: binding=0 type=u32 count=16 expect="[10, 10, 10, 10, 7, 7, 7, 7, 100, 100, 100, 100, 101, 101, 101, 101]"
// BUFFER: binding=1 type=u32 init="[1, 0]"
RWStructuredBuffer<uint> Out : register(u0);
StructuredBuffer<uint> Flags : register(t1);
groupshared uint g;
groupshared uint h;

[numthreads(4, 1, 1)]
void main(uint3 gid : SV_GroupID, uint3 tid : SV_GroupThreadID)
{
    if (tid.x == 0) {
        g = 10 + gid.x;
        h = 100 + gid.x;
    }
    if (Flags[gid.x] != 0) {
        GroupMemoryBarrierWithGroupSync();
        Out[gid.x * 4 + tid.x] = g;
    } else {
        Out[gid.x * 4 + tid.x] = 7;
    }
    if (WaveGetLaneCount() >= 1) {
        GroupMemoryBarrierWithGroupSync();
        Out[8 + gid.x * 4 + tid.x] = h;
    }
}
