// ARGS: -T ps_6_1 -E main
// TARGETS: spirv
// SV_Barycentrics: BaryCoordKHR, or BaryCoordNoPerspKHR when noperspective,
// and its centroid / sample qualifier as the Centroid / Sample decoration
// (with SampleRateShading), as DXC (semantic.barycentrics.ps.*). Not run:
// lavapipe has no VK_KHR_fragment_shader_barycentric. WGSL has no
// barycentrics.
float4 main(noperspective centroid float3 a : SV_Barycentrics, sample float3 b : SV_Barycentrics1) : SV_Target {
    return float4(a + b, 1.0);
}
