// A ray tracing pipeline from one library module (-T lib_6_3, every entry
// point in one SPIR-V module), run on lavapipe by tests/rt/run_rt.py
// (vkrt pipeline). The scene, the hit groups and the shader binding table
// are vkrt's (tests/runners/vkrt.c, `vkrt scene` prints them):
//   RayGen            one ray a pixel of 16x16, miss shader 0 for x < 8 and
//                     1 for x >= 8, then CallShader(0) with the ray's t;
//   Miss0, Miss1      kind 0 / 3 and t = -1 / -2;
//   ClosestTriangle   kind 1, the hit's system values, the barycentrics and
//   + AnyHitTriangle  the record's two words ([[vk::shader_record_ext]]);
//                     any hit ignores primitive 1 (of the non-opaque geometry:
//                     the opaque one never runs it);
//   IntersectBox      a slab test with the box in object space, ReportHit at
//   + ClosestBox      the entry t with hit kind 7 and the entry face's axis;
//   Callable          value = 2 * value + code (code = the pixel's index).
// run_rt.py computes every pixel from the scene on the CPU.

[[vk::binding(0, 0)]] RaytracingAccelerationStructure scene;

struct Pixel {
    uint kind;     // 0 miss 0, 1 triangle, 2 box, 3 miss 1
    float t;       // RayTCurrent (misses: -1 or -2)
    uint id;       // InstanceID (the custom index)
    uint index;    // InstanceIndex
    uint prim;     // PrimitiveIndex
    uint geom;     // GeometryIndex
    float2 bary;   // triangles: the barycentrics
    uint record;   // the hit record's tag + sub
    uint hitkind;  // boxes: HitKind()
    uint axis;     // boxes: the attribute's entry axis
    float call;    // the callable's result
    uint flags;    // RayFlags()
    uint tmin_ok;  // RayTMin() read in the closest hit
    uint pad0, pad1;
};
[[vk::binding(1, 0)]] RWStructuredBuffer<Pixel> pixels;

struct Payload {
    uint kind;
    float t;
    uint id;
    uint index;
    uint prim;
    uint geom;
    float2 bary;
    uint record;
    uint hitkind;
    uint axis;
    uint flags;
    uint tmin_ok;
};

struct CallData {
    float value;
    uint code;
};

struct Record {
    uint tag;
    uint sub;
};
[[vk::shader_record_ext]] ConstantBuffer<Record> record;

struct BoxAttributes {
    float3 normal;
    uint axis;
};

static const float3 BOX_MIN = float3(-0.5, -0.5, -0.5);
static const float3 BOX_MAX = float3(0.5, 0.5, 0.5);

[shader("raygeneration")]
void RayGen() {
    uint2 p = DispatchRaysIndex().xy;
    RayDesc ray;
    ray.Origin = float3(-2.0 + (p.x + 0.5) * 0.25, -2.0 + (p.y + 0.5) * 0.25, -5.0);
    ray.Direction = float3(((float)p.x - 7.5) / 64.0, ((float)p.y - 7.5) / 64.0, 1.0);
    ray.TMin = 0.001;
    ray.TMax = 100.0;
    Payload pl = (Payload)0;
    TraceRay(scene, RAY_FLAG_NONE, 0x01, 0, 1, p.x >= 8 ? 1 : 0, ray, pl);

    CallData c;
    c.value = pl.t;
    c.code = p.y * DispatchRaysDimensions().x + p.x;
    CallShader(0, c);

    Pixel px = (Pixel)0;
    px.kind = pl.kind;
    px.t = pl.t;
    px.id = pl.id;
    px.index = pl.index;
    px.prim = pl.prim;
    px.geom = pl.geom;
    px.bary = pl.bary;
    px.record = pl.record;
    px.hitkind = pl.hitkind;
    px.axis = pl.axis;
    px.call = c.value;
    px.flags = pl.flags;
    px.tmin_ok = pl.tmin_ok;
    pixels[c.code] = px;
}

[shader("miss")]
void Miss0(inout Payload p) {
    p.kind = 0;
    p.t = -1.0;
}

[shader("miss")]
void Miss1(inout Payload p) {
    p.kind = 3;
    p.t = -2.0;
}

void hit_common(inout Payload p) {
    p.t = RayTCurrent();
    p.id = InstanceID();
    p.index = InstanceIndex();
    p.prim = PrimitiveIndex();
    p.geom = GeometryIndex();
    p.record = record.tag + record.sub;
    p.flags = RayFlags();
    p.tmin_ok = RayTMin() == 0.001 ? 1 : 0;
}

[shader("closesthit")]
void ClosestTriangle(inout Payload p, in BuiltInTriangleIntersectionAttributes attr) {
    hit_common(p);
    p.kind = 1;
    p.bary = attr.barycentrics;
}

[shader("anyhit")]
void AnyHitTriangle(inout Payload p, in BuiltInTriangleIntersectionAttributes attr) {
    if (PrimitiveIndex() == 1)
        IgnoreHit();
}

[shader("intersection")]
void IntersectBox() {
    float3 o = ObjectRayOrigin(), d = ObjectRayDirection();
    float3 inv = 1.0 / d;
    float3 t0 = (BOX_MIN - o) * inv;
    float3 t1 = (BOX_MAX - o) * inv;
    float3 lo = min(t0, t1), hi = max(t0, t1);
    float enter = max(max(lo.x, lo.y), lo.z);
    float leave = min(min(hi.x, hi.y), hi.z);
    if (enter > leave || enter < RayTMin() || enter > RayTCurrent())
        return;
    BoxAttributes a;
    a.axis = enter == lo.x ? 0 : enter == lo.y ? 1 : 2;
    a.normal = float3(a.axis == 0 ? -sign(d.x) : 0, a.axis == 1 ? -sign(d.y) : 0, a.axis == 2 ? -sign(d.z) : 0);
    ReportHit(enter, 7, a);
}

[shader("closesthit")]
void ClosestBox(inout Payload p, in BoxAttributes attr) {
    hit_common(p);
    p.kind = 2;
    p.hitkind = HitKind();
    p.axis = attr.axis;
    p.bary = attr.normal.xy;
}

[shader("callable")]
void Callable(inout CallData c) {
    c.value = c.value * 2.0 + (float)c.code;
}
