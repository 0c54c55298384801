// ARGS: -T cs_6_0 -E main -fspv-use-vulkan-memory-model
// -fspv-use-vulkan-memory-model (OpMemoryModel Vulkan): a globallycoherent
// buffer's loads and stores carry MakePointerVisible/MakePointerAvailable
// instead of a Coherent decoration; atomics and barriers at device scope
// need VulkanMemoryModelDeviceScope. 64 threads in one group:
//   Sum[0] += gi for every thread (InterlockedAdd): 0 + 1 + ... + 63 = 2016
//   each thread writes Co[gi] = gi * 3, then after a barrier reads its
//   neighbour's and, after another, stores it in its own:
//   Out[gi] = Co[gi] = ((gi + 1) % 64) * 3
//   groupshared: Sh[gi] = gi, barrier, Out[64 + gi] = Sh[63 - gi] = 63 - gi
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=u32 count=1 expect="[2016]"
// BUFFER: binding=1 type=u32 count=64 expect="((i + 1) % 64) * 3"
// BUFFER: binding=2 type=u32 count=128 expect="((i + 1) % 64) * 3 if i < 64 else 63 - (i - 64)"
RWStructuredBuffer<uint> Sum : register(u0);
globallycoherent RWStructuredBuffer<uint> Co : register(u1);
RWStructuredBuffer<uint> Out : register(u2);
groupshared uint Sh[64];

[numthreads(64, 1, 1)]
void main(uint gi : SV_GroupIndex) {
    InterlockedAdd(Sum[0], gi);
    Co[gi] = gi * 3;
    Sh[gi] = gi;
    AllMemoryBarrierWithGroupSync();
    uint n = Co[(gi + 1) % 64];
    AllMemoryBarrierWithGroupSync(); // every read before the writes below
    Co[gi] = n;
    Out[gi] = n;
    Out[64 + gi] = Sh[63 - gi];
}
