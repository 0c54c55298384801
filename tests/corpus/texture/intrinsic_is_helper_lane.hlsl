// ARGS: -T ps_6_6 -E main
// IsHelperLane() loads the HelperInvocation built-in (DXC's form with
// vulkan1.3); WGSL has no helper-lane query.
// WGSL-ERROR: OSH5202
float4 main(float4 p : SV_Position) : SV_Target {
    float r = 1.0;
    if (IsHelperLane())
        r = 2.0;
    return r;
}
