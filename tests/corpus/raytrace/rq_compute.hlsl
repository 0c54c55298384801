// ARGS: -T cs_6_5 -E main
// WGSL-ERROR: OSH5202
// Inline ray query in a compute shader: TraceRayInline (the template's flags
// OR'ed into the call's), the Proceed loop with Abort and both commits, and
// every Candidate*/Committed* accessor (one OpRayQueryGet* each, intersection
// operand 0 or 1; the 3x4 matrices transposed from SPIR-V's 4 columns).
RaytracingAccelerationStructure scene : register(t0);
RWStructuredBuffer<float4> result : register(u0);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    RayDesc ray;
    ray.Origin = float3(id.x * 0.25, 0, -1);
    ray.TMin = 0.001;
    ray.Direction = float3(0, 0, 1);
    ray.TMax = 100.0;
    RayQuery<RAY_FLAG_SKIP_PROCEDURAL_PRIMITIVES> q;
    q.TraceRayInline(scene, RAY_FLAG_CULL_BACK_FACING_TRIANGLES, 0xFF, ray);
    float4 acc = 0;
    while (q.Proceed()) {
        if (q.CandidateType() == CANDIDATE_NON_OPAQUE_TRIANGLE) {
            float2 b = q.CandidateTriangleBarycentrics();
            acc.x += q.CandidateTriangleRayT() + b.x + (q.CandidateTriangleFrontFace() ? 1 : 0);
            acc.y += q.CandidateInstanceIndex() + q.CandidateInstanceID() + q.CandidateGeometryIndex() +
                     q.CandidatePrimitiveIndex() + q.CandidateInstanceContributionToHitGroupIndex();
            acc.z += q.CandidateObjectRayOrigin().x + q.CandidateObjectRayDirection().z;
            float3x4 o2w = q.CandidateObjectToWorld3x4();
            float4x3 w2o = q.CandidateWorldToObject4x3();
            acc.w += o2w[0][3] + w2o[3][0] + q.CandidateObjectToWorld4x3()[1][1] + q.CandidateWorldToObject3x4()[2][2];
            if (acc.x > 10)
                q.Abort();
            else
                q.CommitNonOpaqueTriangleHit();
        } else {
            if (!q.CandidateProceduralPrimitiveNonOpaque())
                q.CommitProceduralPrimitiveHit(0.5);
        }
    }
    if (q.CommittedStatus() == COMMITTED_TRIANGLE_HIT) {
        acc.x += q.CommittedRayT() + q.CommittedTriangleBarycentrics().y + (q.CommittedTriangleFrontFace() ? 1 : 0);
        acc.y += q.CommittedInstanceIndex() + q.CommittedInstanceID() + q.CommittedGeometryIndex() +
                 q.CommittedPrimitiveIndex() + q.CommittedInstanceContributionToHitGroupIndex();
        acc.z += q.CommittedObjectRayOrigin().y + q.CommittedObjectRayDirection().x;
        acc.w += q.CommittedObjectToWorld3x4()[0][0] + q.CommittedObjectToWorld4x3()[0][0] +
                 q.CommittedWorldToObject3x4()[1][0] + q.CommittedWorldToObject4x3()[0][1];
    }
    acc.xyz += q.WorldRayOrigin() + q.WorldRayDirection() + q.RayTMin() + q.RayFlags();
    result[id.x] = acc;
}
