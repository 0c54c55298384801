// ARGS: -T ds_6_0 -E main -fvk-invert-y
// WGSL-ERROR: OSH5202
// Domain shader: OutputPatch per-vertex inputs, the patch constant data as
// Patch inputs (TessLevelOuter/Inner built-ins), SV_DomainLocation
// (TessCoord), [domain].
struct CP { float3 pos : POS; float3 normal : NORMAL; };
struct PC { float edges[3] : SV_TessFactor; float inside : SV_InsideTessFactor; float3 center : CENTER; };
struct DSOut { float4 pos : SV_Position; float3 normal : NORMAL; };

[domain("tri")]
DSOut main(PC pc, float3 bary : SV_DomainLocation, const OutputPatch<CP, 3> patch) {
    DSOut o;
    float3 p = patch[0].pos * bary.x + patch[1].pos * bary.y + patch[2].pos * bary.z;
    o.pos = float4(p + pc.center * pc.inside, pc.edges[0]);
    o.normal = normalize(patch[0].normal + patch[1].normal);
    return o;
}
