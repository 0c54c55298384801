// The ray queries of tests/rt/rayquery_compute.hlsl and rayquery_pixel.hlsl,
// run on lavapipe by tests/rt/run_rt.py (vkrt rayquery, vkrt rayquery-pixel).
// One ray per grid cell (p, 0..15 each way), shot at the scene vkrt builds
// (tests/runners/vkrt.c, `vkrt scene` prints it): two non-opaque triangle
// instances of one BLAS and a procedural box. The shaders differ only in
// where p comes from (SV_DispatchThreadID, SV_Position); run_rt.py's one
// reference (ray_for, expect_rayquery) serves both.
//
// Query 1 (RAY_FLAG_NONE): the Proceed loop commits every triangle candidate
// except primitive 1 of the instance whose InstanceID() is 20, and every box
// candidate at the ray's entry t into the box (a slab test in object space,
// here, with the box's bounds below).
// Query 2 (RAY_FLAG_FORCE_OPAQUE | RAY_FLAG_SKIP_PROCEDURAL_PRIMITIVES):
// the closest triangle, no candidates reach the shader.
// Every record is 16 words (kind 0 none, 1 triangle, 2 procedural), written
// out below; run_rt.py computes the same from the scene on the CPU.

[[vk::binding(0, 0)]] RaytracingAccelerationStructure scene;

struct Result {
    uint kind;        // query 1: 0 none, 1 triangle, 2 procedural
    float t;          // CommittedRayT
    uint id;          // CommittedInstanceID (the instance custom index)
    uint index;       // CommittedInstanceIndex
    uint prim;        // CommittedPrimitiveIndex
    uint geom;        // CommittedGeometryIndex
    float2 bary;      // CommittedTriangleBarycentrics (triangles only)
    uint kind2;       // query 2
    float t2;
    uint id2;
    uint prim2;
    float2 bary2;
    uint candidates;  // query 1: triangle candidates seen by the loop (>= 1 when kind is 1)
    uint status;      // query 1: CommittedStatus()
};
[[vk::binding(1, 0)]] RWStructuredBuffer<Result> results;

// The procedural box, in object space (vkrt's AABB).
static const float3 BOX_MIN = float3(-0.5, -0.5, -0.5);
static const float3 BOX_MAX = float3(0.5, 0.5, 0.5);

// Entry t of the ray into the box, or -1 when it misses [tmin, tmax].
float box_entry(float3 o, float3 d, float tmin, float tmax) {
    float3 inv = 1.0 / d;
    float3 t0 = (BOX_MIN - o) * inv;
    float3 t1 = (BOX_MAX - o) * inv;
    float3 lo = min(t0, t1), hi = max(t0, t1);
    float enter = max(max(lo.x, lo.y), lo.z);
    float leave = min(min(hi.x, hi.y), hi.z);
    if (enter > leave || enter < tmin || enter > tmax)
        return -1.0;
    return enter;
}

RayDesc make_ray(uint2 p) {
    RayDesc ray;
    ray.Origin = float3(-2.0 + (p.x + 0.5) * 0.25, -2.0 + (p.y + 0.5) * 0.25, -5.0);
    ray.Direction = float3(((float)p.x - 7.5) / 64.0, ((float)p.y - 7.5) / 64.0, 1.0);
    ray.TMin = 0.001;
    ray.TMax = 100.0;
    return ray;
}

// Both queries for the ray of grid cell p, the record results[16 * p.y + p.x]
// is to hold.
Result trace_queries(uint2 p) {
    RayDesc ray = make_ray(p);
    Result r = (Result)0;

    RayQuery<RAY_FLAG_NONE> q;
    q.TraceRayInline(scene, RAY_FLAG_NONE, 0x01, ray);
    while (q.Proceed()) {
        if (q.CandidateType() == CANDIDATE_NON_OPAQUE_TRIANGLE) {
            r.candidates++;
            if (!(q.CandidateInstanceID() == 20 && q.CandidatePrimitiveIndex() == 1))
                q.CommitNonOpaqueTriangleHit();
        } else if (q.CandidateType() == CANDIDATE_PROCEDURAL_PRIMITIVE) {
            float limit = q.CommittedStatus() == COMMITTED_NOTHING ? ray.TMax : q.CommittedRayT();
            float t = box_entry(q.CandidateObjectRayOrigin(), q.CandidateObjectRayDirection(), q.RayTMin(), limit);
            if (t >= 0)
                q.CommitProceduralPrimitiveHit(t);
        }
    }
    r.status = q.CommittedStatus();
    if (q.CommittedStatus() == COMMITTED_TRIANGLE_HIT) {
        r.kind = 1;
        r.bary = q.CommittedTriangleBarycentrics();
    } else if (q.CommittedStatus() == COMMITTED_PROCEDURAL_PRIMITIVE_HIT) {
        r.kind = 2;
    }
    if (r.kind != 0) {
        r.t = q.CommittedRayT();
        r.id = q.CommittedInstanceID();
        r.index = q.CommittedInstanceIndex();
        r.prim = q.CommittedPrimitiveIndex();
        r.geom = q.CommittedGeometryIndex();
    }

    RayQuery<RAY_FLAG_FORCE_OPAQUE | RAY_FLAG_SKIP_PROCEDURAL_PRIMITIVES> q2;
    q2.TraceRayInline(scene, RAY_FLAG_NONE, 0x01, ray);
    q2.Proceed();
    if (q2.CommittedStatus() == COMMITTED_TRIANGLE_HIT) {
        r.kind2 = 1;
        r.t2 = q2.CommittedRayT();
        r.id2 = q2.CommittedInstanceID();
        r.prim2 = q2.CommittedPrimitiveIndex();
        r.bary2 = q2.CommittedTriangleBarycentrics();
    }
    return r;
}
