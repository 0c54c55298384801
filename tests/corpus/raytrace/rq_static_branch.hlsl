// ARGS: -T cs_6_5 -E main
// WGSL-ERROR: OSH5202
// A static ray query first used in both branches of a run-time if: one
// variable (made on its first use, in the then branch), which the else
// branch and the code after the if use too (resflow.c keeps it when the
// else branch starts from the if's head).
RaytracingAccelerationStructure tlas : register(t0);
RWStructuredBuffer<uint> Out : register(u1);
cbuffer P : register(b2) { uint n; };
static RayQuery<RAY_FLAG_NONE> q;

[numthreads(1, 1, 1)]
void main() {
    RayDesc r;
    r.Origin = 0;
    r.Direction = float3(0, 0, 1);
    r.TMin = 0;
    r.TMax = 10;
    if (n > 0)
        q.TraceRayInline(tlas, 0, 0xFF, r);
    else
        q.TraceRayInline(tlas, 0, 0x0F, r);
    q.Proceed();
    Out[0] = q.CommittedStatus();
}
