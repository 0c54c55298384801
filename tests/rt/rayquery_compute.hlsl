// Ray query in a compute shader, run on lavapipe by tests/rt/run_rt.py
// (vkrt rayquery): one invocation a ray over a 16x16 grid, the ray of
// SV_DispatchThreadID.xy. The queries, the record and the scene are
// rayquery.hlsli's (shared with rayquery_pixel.hlsl).

#include "rayquery.hlsli"

[numthreads(4, 4, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    results[id.y * 16 + id.x] = trace_queries(id.xy);
}
