// ARGS: -T lib_6_3 -E main
// WGSL-ERROR: OSH5202
// Callable: its data in IncomingCallableDataKHR (copied in and back out).
struct Callable { float3 value; };

[shader("callable")]
void main(inout Callable c) {
    c.value = c.value.bgr * 0.5 + DispatchRaysIndex().x * 0;
}
