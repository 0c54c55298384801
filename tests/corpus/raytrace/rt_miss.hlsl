// ARGS: -T lib_6_3 -E main
// WGSL-ERROR: OSH5202
// Miss: the payload alone, in IncomingRayPayloadKHR.
struct Payload { float4 color; uint hits; };

[shader("miss")]
void main(inout Payload p) {
    float t = WorldRayDirection().y * 0.5 + 0.5;
    p.color = float4(lerp(float3(1, 1, 1), float3(0.3, 0.5, 1), t), 0);
}
