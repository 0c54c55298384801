// ARGS: -T ms_6_6 -E main
// A derivative in a mesh shader: SPV_KHR_compute_shader_derivatives allows
// it where a device has meshAndTaskShaderDerivatives, but no validator or
// driver here can check that, so it is refused (the fuzzer found the module
// spirv-val 2023.1 rejects, from DXC's amplification_shader_derivative tests).
struct V { float4 pos : SV_Position; };
[outputtopology("triangle")]
[numthreads(4, 1, 1)]
void main(uint t : SV_GroupIndex, out vertices V verts[3], out indices uint3 tris[1]) {
    SetMeshOutputCounts(3, 1);
    if (t < 3)
        verts[t].pos = float4(ddx(float(t)), 0, 0, 1);
    if (t == 0)
        tris[0] = uint3(0, 1, 2);
}
