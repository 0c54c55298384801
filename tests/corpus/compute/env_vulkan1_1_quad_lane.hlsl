// ARGS: -T cs_6_0 -E main -fspv-target-env=vulkan1.1
// QuadReadLaneAt with a lane index known only at run time: SPIR-V before
// 1.5 takes a constant in OpGroupNonUniformQuadBroadcast, so with vulkan1.1
// (SPIR-V 1.3) it is refused at the call (with vulkan1.2 it compiles); WGSL's
// quadBroadcast takes a constant too.
// SPIRV-ERROR: OSH5012
// WGSL-ERROR: OSH5202
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    Out[id.x] = QuadReadLaneAt(id.x * 10, Out[8] & 3);
}
