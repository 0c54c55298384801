// ARGS: -T lib_6_3 -E AnyHit -fspv-extension=SPV_NV_ray_tracing
// WGSL-ERROR: OSH5202
// The NV flavour's any-hit shader (rt_nv_flavour.hlsl has the rest):
// RayTCurrent() is HitTNV, IgnoreHit and AcceptHitAndEndSearch are
// OpIgnoreIntersectionNV and OpTerminateRayNV, each followed by
// OpUnreachable (NV's are not block terminators), after the payload is
// written back.
struct Payload { float4 color; };
struct Attr { float2 bary; };

[shader("anyhit")]
void AnyHit(inout Payload p, in Attr a)
{
    if (a.bary.x < 0.1)
        IgnoreHit();
    p.color.w = RayTCurrent();
    if (HitKind() == HIT_KIND_TRIANGLE_BACK_FACE)
        AcceptHitAndEndSearch();
}

[shader("closesthit")]
void ClosestHit(inout Payload p, in Attr a)
{
    p.color = float4(a.bary, RayTCurrent(), InstanceID());
}

