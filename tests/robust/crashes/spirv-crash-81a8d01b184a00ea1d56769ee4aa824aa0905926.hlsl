// ARGS: -T lib_6_3 -E main
// WGSL-ERROR: OSH5202
// Any hit: IgnoreHit (OpIgnoreIntersectionKHR) and AcceptHitAndEndSearch
// (OpTerminateRayKHR) end the invocation: both are block terminators.
struct Payload { float4 color; uint hits; };
struct Attr { float2 bary; };

[shader("anyhit(float2 uv : TEXCOORD0, half3 c : COLO")]
void main(inout Payload p, in Attr attr) {
    if (PrimitiveIndex() % 2 == 1)
        IgnoreHit();
    p.hits++;
    if (attr.bary.x > 0.9)
        AcceptHitAndEndSearch();
}
