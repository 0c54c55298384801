// ARGS: -T lib_6_3 -E main
// WGSL-ERROR: OSH5202
// Ray generation: TraceRay through a RayPayloadKHR variable (copied in and
// back out), CallShader through a CallableDataKHR one, the launch built-ins,
// and the shader binding table record ([[vk::shader_record_ext]]: a
// ShaderRecordBufferKHR block, std430, without a binding).
RaytracingAccelerationStructure scene : register(t0);
RWTexture2D<float4> image : register(u1);
struct Record { float3 tint; float scale; };
[[vk::shader_record_ext]] ConstantBuffer<Record> record;
struct Payload { float4 color; uint hits; };
struct Callable { float3 value; };

[shader("raygeneration")]
void main() {
    uint2 px = DispatchRaysIndex().xy;
    float2 uv = (px + 0.5) / (float2)DispatchRaysDimensions().xy;
    RayDesc ray;
    ray.Origin = float3(uv * 2 - 1, -1);
    ray.TMin = 0.001;
    ray.Direction = float3(0, 0, 1);
    ray.TMax = 1000;
    Payload p = {float4(0, 0, 0, 0), 0};
    TraceRay(scene, RAY_FLAG_CULL_BACK_FACING_TRIANGLES, 0xFF, 0, 1, 0, ray, p);
    Callable c = {p.color.rgb};
    CallShader(1, c);
    image[px] = float4(c.value * record.tint * record.scale, p.hits);
}
