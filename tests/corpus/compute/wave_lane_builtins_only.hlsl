// ARGS: -T cs_6_0 -E main
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=u32 count=64 expect="[11] * 64"
// WaveGetLaneIndex and WaveGetLaneCount without any other wave intrinsic:
// the WGSL reads @builtin(subgroup_invocation_id) and
// @builtin(subgroup_size), which need `enable subgroups;` too (it was left
// out, and Tint refused the module). Each invocation writes 1 when its lane
// is below the lane count, plus 10 when the count is a power of two of at
// least 4 (every Vulkan and WebGPU subgroup size): 11, whatever the size.
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint lane = WaveGetLaneIndex(), count = WaveGetLaneCount();
    Out[id.x] = (lane < count ? 1u : 0u) + (count >= 4 && (count & (count - 1)) == 0 ? 10u : 0u);
}
