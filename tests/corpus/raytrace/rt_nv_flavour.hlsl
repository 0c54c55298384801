// ARGS: -T lib_6_3 -E RayGen -fspv-extension=SPV_NV_ray_tracing -fspv-extension=SPV_KHR_ray_query
// WGSL-ERROR: OSH5202
// -fspv-extension=SPV_NV_ray_tracing asks for the NV flavour, as DXC gives it:
// RayTracingNV and SPV_NV_ray_tracing, OpTraceNV and OpExecuteCallableNV
// naming their payload and callable data by Location (one variable per type,
// numbered per storage class: the two payload types get Locations 0 and 1,
// the second trace of a type reuses its variable), RayTCurrent() as HitTNV,
// and IgnoreHit / AcceptHitAndEndSearch as OpIgnoreIntersectionNV and
// OpTerminateRayNV followed by OpUnreachable (NV's are not block
// terminators). Storage classes, built-ins and models are KHR's values.
// This file compiles the ray generation shader (tracing and calling); the
// hit shaders are rt_nv_hit.hlsl.
struct Payload { float4 color; };
struct Shadow { bool hit; };
struct CallData { uint value; };
struct Attr { float2 bary; };

RaytracingAccelerationStructure scene : register(t0);
RWTexture2D<float4> image : register(u1);

[shader("raygeneration")]
void RayGen()
{
    uint2 id = DispatchRaysIndex().xy;
    RayDesc ray = {float3(id, 0), 0.01, float3(0, 0, 1), 100.0};
    Payload p = {float4(0, 0, 0, 0)};
    TraceRay(scene, RAY_FLAG_NONE, 0xff, 0, 1, 0, ray, p);
    Shadow s = {false};
    TraceRay(scene, RAY_FLAG_ACCEPT_FIRST_HIT_AND_END_SEARCH, 0xff, 1, 1, 1, ray, s);
    Payload q = p;
    TraceRay(scene, RAY_FLAG_NONE, 0xff, 0, 1, 0, ray, q);
    CallData c = {id.x};
    CallShader(0, c);
    image[id] = s.hit ? 0 : p.color + q.color + c.value;
}

[shader("callable")]
void Callable(inout CallData c)
{
    c.value *= 2;
}
