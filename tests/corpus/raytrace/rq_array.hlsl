// ARGS: -T cs_6_5 -E main
// WGSL-ERROR: OSH5202
// An array of ray queries (one variable of an array type, elements taken
// with an access chain) and a query assigned to another (a handle: both
// names are the same query, as in DXC), and a static query that a helper
// function starts.
RaytracingAccelerationStructure scene : register(t0);
RWStructuredBuffer<uint> hits : register(u0);
static RayQuery<0> shared_query;

void start(RayDesc r) { shared_query.TraceRayInline(scene, RAY_FLAG_FORCE_OPAQUE, 0x0F, r); }

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    RayQuery<RAY_FLAG_FORCE_OPAQUE> qs[2];
    RayQuery<RAY_FLAG_FORCE_OPAQUE> a, b;
    b = a;
    RayDesc r = {float3(id.x, 0, -1), 0, float3(0, 0, 1), 100};
    qs[1].TraceRayInline(scene, 0, 0xFF, r);
    a.TraceRayInline(scene, RAY_FLAG_CULL_FRONT_FACING_TRIANGLES, 0xFF, r);
    qs[1].Proceed();
    b.Proceed();
    start(r);
    while (shared_query.Proceed()) {
    }
    hits[id.x] = (qs[1].CommittedStatus() == COMMITTED_TRIANGLE_HIT ? 1u : 0u) +
                 (a.CommittedStatus() == COMMITTED_TRIANGLE_HIT ? 2u : 0u) +
                 shared_query.CommittedPrimitiveIndex() * 4;
}
