// ARGS: -T lib_6_3 -E main
// WGSL-ERROR: OSH5202
// Closest hit: the payload in IncomingRayPayloadKHR (copied in and back out),
// the triangle's barycentrics in HitAttributeKHR, and the system values as
// built-ins (HLSL InstanceIndex is SPIR-V InstanceId, InstanceID the custom
// index; the 3x4 matrices are transposed from SPIR-V's 4 columns of float3).
struct Payload { float4 color; uint hits; };

[shader("closesthit")]
void main(inout Payload p, in BuiltInTriangleIntersectionAttributes attr) {
    float3 bary = float3(1 - attr.barycentrics.x - attr.barycentrics.y, attr.barycentrics);
    float3 wp = WorldRayOrigin() + WorldRayDirection() * RayTCurrent();
    float3 op = mul(WorldToObject3x4(), float4(wp, 1));
    float3 back = mul(float4(op, 1), ObjectToWorld4x3());
    float3 o = ObjectRayOrigin() + ObjectRayDirection() * RayTMin();
    p.color = float4(bary + back * 0.001 + o * 0.0001 + mul(ObjectToWorld3x4(), float4(1, 0, 0, 0)).x +
                     mul(float4(0, 1, 0, 0), WorldToObject4x3()).y, 1);
    p.hits += InstanceIndex() * 1000 + InstanceID() * 100 + GeometryIndex() * 10 + PrimitiveIndex() +
              (HitKind() == HIT_KIND_TRIANGLE_FRONT_FACE ? 1 : 0) + RayFlags();
}
