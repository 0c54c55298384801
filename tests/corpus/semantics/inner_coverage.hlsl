// ARGS: -T ps_6_0 -E main
// WGSL-ERROR: OSH5202
// SV_InnerCoverage is the bool built-in FullyCoveredEXT
// (SPV_EXT_fragment_fully_covered), read as 1 or 0, as DXC
// (semantic.inner-coverage.ps.hlsl); WGSL has no such built-in.
float4 main(uint inCov : SV_InnerCoverage) : SV_Target
{
    return inCov;
}
