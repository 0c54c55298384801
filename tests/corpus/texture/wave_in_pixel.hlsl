// ARGS: -T ps_6_0 -E main
// Wave intrinsics in a pixel shader read hidden built-in inputs
// (SubgroupSize, SubgroupLocalInvocationId, the ballot masks): Vulkan wants
// every integer fragment input Flat, built-ins included (spirv-val
// VUID-StandaloneSpirv-Flat-04744). Those hidden inputs had no Flat: invalid
// SPIR-V for any pixel shader calling WaveGetLaneCount or WaveGetLaneIndex
// (found by the spirv fuzzer once printf let tests/frontend/valid/
// area_intrinsics.hlsl compile).
float4 main(float4 pos : SV_Position) : SV_Target
{
    uint n = WaveGetLaneCount();
    uint i = WaveGetLaneIndex();
    uint4 b = WaveActiveBallot(pos.x > 4.0);
    uint below = WavePrefixCountBits(pos.y > 2.0);
    return float4(n, i, countbits(b.x), below);
}
