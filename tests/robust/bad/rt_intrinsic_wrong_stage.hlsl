// ARGS: -T lib_6_3
// Ray tracing system values and calls exist in some stages only (Vulkan's
// VUIDs for the built-ins, as spirv-val checks them; DXIL allows the same):
// a ray generation shader has no RayTMin, HitKind, ObjectToWorld3x4,
// IgnoreHit or ReportHit. They compiled before to a module spirv-val
// refused (found by fuzz_spirv from DXC's raytracing.nv.library.hlsl).
struct Attr { float2 b; };
RWStructuredBuffer<float> o;
[shader("raygeneration")]
void main()
{
    o[0] = RayTMin() + HitKind() + ObjectToWorld3x4()[0][0];
    DispatchRaysIndex();
    IgnoreHit();
    Attr a;
    a.b = 0;
    ReportHit(0.5, 0, a);
}
