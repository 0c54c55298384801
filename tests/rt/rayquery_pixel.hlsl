// Inline ray query in a pixel shader, run on lavapipe by tests/rt/run_rt.py
// (vkrt rayquery-pixel): vkrt draws one triangle over a 16x16 R32_UINT render
// target, one invocation a pixel, the ray of the pixel SV_Position.xy names
// (its centre, x + 0.5, y + 0.5, truncated). The queries, the record and the
// scene are rayquery.hlsli's (shared with rayquery_compute.hlsl): the records
// go to the storage buffer (a fragment shader's stores need
// fragmentStoresAndAtomics, which vkrt enables) at 16 * y + x.
//
// SV_Target: 256 * (kind + 1) + 16 * y + x, so that the render target shows
// both which pixel ran and what it found (run_rt.py checks it too; vkrt
// clears the target to 0 first).

#include "rayquery.hlsli"

uint main(float4 pos : SV_Position) : SV_Target {
    uint2 p = uint2(pos.xy);
    Result r = trace_queries(p);
    uint cell = p.y * 16 + p.x;
    results[cell] = r;
    return 256 * (r.kind + 1) + cell;
}
