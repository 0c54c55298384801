// ARGS: -T cs_6_5 -E main
// A ray tracing system value outside the ray tracing stages: it declared a
// RayTmin built-in without the RayTracingKHR capability (invalid SPIR-V).
RWStructuredBuffer<float> o;
[numthreads(1, 1, 1)]
void main() { o[0] = RayTMin() + WorldRayOrigin().x; }
