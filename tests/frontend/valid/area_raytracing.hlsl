// ARGS: -T lib_6_3
// Ray tracing types and intrinsics, RayQuery (parsed and type-checked).
RaytracingAccelerationStructure scene : register(t0);
RWTexture2D<float4> output : register(u0);
struct Payload { float4 color; uint depth; };
struct CallData { float3 v; };
struct Attribs { float2 bary; };
[shader("raygeneration")]
void rayGen()
{
    uint2 idx = DispatchRaysIndex().xy;
    uint2 dim = DispatchRaysDimensions().xy;
    RayDesc ray;
    ray.Origin = float3(idx, 0);
    ray.Direction = float3(0, 0, 1);
    ray.TMin = 0.001;
    ray.TMax = 1000;
    Payload p = { float4(0, 0, 0, 0), 0 };
    TraceRay(scene, RAY_FLAG_CULL_BACK_FACING_TRIANGLES | RAY_FLAG_FORCE_OPAQUE, 0xFF, 0, 1, 0, ray, p);
    CallData cd = { float3(1, 2, 3) };
    CallShader(0, cd);
    output[idx] = p.color + float4(dim, 0, 0);
}
[shader("closesthit")]
void closestHit(inout Payload p, in BuiltInTriangleIntersectionAttributes attr)
{
    float3 w = WorldRayOrigin() + WorldRayDirection() * RayTCurrent() + ObjectRayOrigin() + ObjectRayDirection();
    float4x3 o2w = ObjectToWorld4x3();
    float3x4 w2o = WorldToObject3x4();
    float3x4 o2w34 = ObjectToWorld();
    p.color = float4(w + attr.barycentrics.x + o2w[0] + w2o[0].xyz + o2w34[1].xyz, RayTMin());
    p.depth = InstanceIndex() + InstanceID() + PrimitiveIndex() + GeometryIndex() + HitKind() + RayFlags();
}
[shader("anyhit")]
void anyHit(inout Payload p, in Attribs a)
{
    if (a.bary.x > 0.5)
        IgnoreHit();
    else
        AcceptHitAndEndSearch();
}
[shader("intersection")]
void intersect()
{
    Attribs a = { float2(0.5, 0.5) };
    ReportHit(1.0, 0, a);
}
[shader("miss")]
void miss(inout Payload p) { p.color = 0; }
[shader("callable")]
void callable(inout CallData cd) { cd.v *= 2; }
[shader("compute")]
[numthreads(1, 1, 1)]
void rayQueryCs()
{
    RayQuery<RAY_FLAG_CULL_NON_OPAQUE | RAY_FLAG_SKIP_PROCEDURAL_PRIMITIVES> q;
    RayDesc ray = { float3(0, 0, 0), 0.0, float3(0, 0, 1), 100.0 };
    q.TraceRayInline(scene, RAY_FLAG_NONE, 0xFF, ray);
    while (q.Proceed()) {
        if (q.CandidateType() == CANDIDATE_NON_OPAQUE_TRIANGLE)
            q.CommitNonOpaqueTriangleHit();
    }
    if (q.CommittedStatus() == COMMITTED_TRIANGLE_HIT)
        output[uint2(0, 0)] = float4(q.CommittedTriangleBarycentrics(), q.CommittedRayT(), q.CommittedInstanceIndex());
}
