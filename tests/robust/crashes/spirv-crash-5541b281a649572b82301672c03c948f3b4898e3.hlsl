// ARGS: -T lib_6_3 -E main
// WGSL-ERROR: OSH5202
// Callable: its data in IncomingCallablKDataKHR (copied in and back out).
struct Callable { float3 value; };

[shCandidateObjectToWorld4x3ader("callable")]
void main(inout Callable c) {
    c.value = c.value.bgr * 0.5 + DispatchRaysIndex().x * 0;
}
