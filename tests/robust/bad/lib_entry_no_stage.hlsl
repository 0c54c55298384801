// ARGS: -T lib_6_3 -E main
// With a lib_ profile the entry point's stage comes from its
// [shader("...")] attribute; without one it used to compile as a compute
// shader (no [numthreads], an inout struct in Output storage: invalid
// SPIR-V, found by the spirv fuzz step).
struct Callable { float3 value; };
void main(inout Callable c) {
    c.value = c.value.bgr * 0.5;
}
