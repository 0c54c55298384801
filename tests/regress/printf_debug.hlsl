// ARGS: -T vs_6_0 -E main
// Root cause: printf() (debug printf) is not implemented. SaschaWillems
// debugprintf/toon.vert.
// Expected: -spirv emits OpExtInst of NonSemantic.DebugPrintf (extension
// SPV_KHR_non_semantic_info) as DXC does; -wgsl drops the call with a warning
// or reports OSH5202.
// Actual: OSH0500 "the intrinsic 'printf' is not supported yet".
float4 main(float4 p : POSITION0) : SV_Position
{
    printf("Position = %v4f", p);
    return p;
}
