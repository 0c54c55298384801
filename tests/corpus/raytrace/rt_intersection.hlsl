// ARGS: -T lib_6_3 -E main
// WGSL-ERROR: OSH5202
// Intersection: a procedural sphere in the object's unit box; ReportHit
// writes its attributes to the one HitAttributeKHR variable (both calls
// share it) before OpReportIntersectionKHR.
struct Attr { float3 normal; };

[shader("intersection")]
void main() {
    float3 o = ObjectRayOrigin() - 0.5, d = ObjectRayDirection();
    float b = dot(o, d), c = dot(o, o) - 0.25, a = dot(d, d);
    float disc = b * b - a * c;
    if (disc < 0)
        return;
    float t = (-b - sqrt(disc)) / a;
    Attr at;
    at.normal = normalize(o + t * d);
    if (t >= RayTMin() && ReportHit(t, 1, at))
        return;
    t = (-b + sqrt(disc)) / a;
    at.normal = -normalize(o + t * d);
    ReportHit(t, 2, at);
}
