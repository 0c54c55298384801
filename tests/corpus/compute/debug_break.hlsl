// ARGS: -T cs_6_10 -E main
// TARGETS: spirv
// DebugBreak() (SM 6.10): OpExtInst 1 of NonSemantic.DebugBreak with
// SPV_KHR_non_semantic_info, as DXC (intrinsics.debugbreak.hlsl). A driver
// without a debugger ignores it: the thread goes on, Out[i] = i * 2.
// SPIR-V only: WGSL has nothing like it (OSH5202).
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=u32 count=8 expect="i * 2"
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    if (id.x == 3)
        DebugBreak();
    Out[id.x] = id.x * 2;
}
