// ARGS: -T lib_6_7
// Payload access qualifiers (DXR 1.2, SM 6.7; DXC's -enable-payload-qualifiers
// on 6.6): `struct [raypayload]` and `: read(...) : write(...)` on each field.
// They change no SPIR-V; every stage name is one of caller, closesthit,
// anyhit and miss. A semantic and a register-like `: name` still parse.
struct [raypayload] Payload {
    float4 color : read(caller) : write(closesthit, miss);
    float dist : write(caller, anyhit, closesthit) : read(anyhit, caller);
};
struct [raypayload] Shadow { bool hit : read(caller) : write(miss, anyhit); };
struct Plain { float4 v : TEXCOORD0; };

RaytracingAccelerationStructure scene : register(t0);
RWTexture2D<float4> image : register(u1);

[shader("raygeneration")]
void RayGen()
{
    RayDesc ray = {float3(DispatchRaysIndex().xy, 0), 0.0, float3(0, 0, 1), 10.0};
    Payload p = {float4(0, 0, 0, 0), 0};
    TraceRay(scene, RAY_FLAG_NONE, 0xff, 0, 1, 0, ray, p);
    Shadow s = {false};
    TraceRay(scene, RAY_FLAG_NONE, 0xff, 0, 1, 1, ray, s);
    image[DispatchRaysIndex().xy] = s.hit ? 0 : p.color;
}

[shader("miss")]
void Miss(inout Payload p) { p.color = float4(0, 0, 1, 1); }
