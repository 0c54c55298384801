// ARGS: -T cs_6_0 -E main
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=u32 count=64 init="[7] * 64" expect="[(39 - i) * 3 + [0, 0, 1, 3, 6][i % 5] if i < 40 else (47 if i == 63 else 7) for i in range(64)]"
// The usual compute pattern: invocations past the end return early, the
// rest share data through groupshared memory across a barrier. HLSL takes
// it (the returned invocations leave); WGSL requires the barrier in uniform
// control flow, so the WGSL target lets the returned invocations run on to
// the barrier with every write they would make (groupshared and buffer
// stores, the atomic) guarded by a flag, and the loop without a barrier
// left at its top once the flag is set (docs/wgsl.md). Values by hand:
// 40 invocations write sh[i] = 3i; each then adds 0+1+...+(i%5 - 1) and
// reads sh[39 - i]: Out[i] = 3 (39 - i) + T(i % 5), T = 0, 0, 1, 3, 6;
// Out[63] counts the 40 with an atomic (7 + 40); the rest keep 7.
RWStructuredBuffer<uint> Out : register(u0);
groupshared uint sh[64];

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.x;
    if (i >= 40)
        return;
    sh[i] = i * 3;
    uint acc = 0;
    for (uint k = 0; k < i % 5; k++)
        acc += k;
    GroupMemoryBarrierWithGroupSync();
    Out[i] = sh[39 - i] + acc;
    InterlockedAdd(Out[63], 1);
}
