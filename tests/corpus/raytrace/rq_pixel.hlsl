// ARGS: -T ps_6_5 -E main
// WGSL-ERROR: OSH5202
// Inline ray query in a pixel shader, through a helper function that takes
// the query as a parameter (the same query: RayQuery is a handle) and an
// accelerated structure array element: a shadow test.
RaytracingAccelerationStructure scenes[2] : register(t0);

void shadow_ray(RayQuery<RAY_FLAG_ACCEPT_FIRST_HIT_AND_END_SEARCH> q, float3 p, uint which) {
    RayDesc ray = {p, 0.01, float3(0, 1, 0), 1000.0};
    q.TraceRayInline(scenes[which], RAY_FLAG_FORCE_OPAQUE, 0x01, ray);
    q.Proceed();
}

float4 main(float3 world : TEXCOORD0, nointerpolation uint which : TEXCOORD1) : SV_Target {
    RayQuery<RAY_FLAG_ACCEPT_FIRST_HIT_AND_END_SEARCH> q;
    shadow_ray(q, world, which);
    float lit = q.CommittedStatus() == COMMITTED_NOTHING ? 1.0 : 0.25;
    return float4(lit.xxx, 1);
}
