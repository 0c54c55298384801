// ARGS: -T ps_6_7 -E main
// [WaveOpsIncludeHelperLanes]: DXC emits MaximallyReconvergesKHR and
// RequireFullQuadsKHR (SPV_KHR_maximal_reconvergence, SPV_KHR_quad_control),
// which this compiler does not implement yet: refused, not dropped.
// EXPECT-ERROR: OSH0525
[WaveOpsIncludeHelperLanes]
float4 main(float4 pos : SV_Position) : SV_Target
{
    return pos;
}
