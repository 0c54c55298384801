// ARGS: -T ps_6_0 -E main
// TARGETS: spirv wgsl
// WGSL-ERROR: OSH5202
// Execution modes from inline SPIR-V: [[vk::spvexecutionmode(mode)]] on the
// entry point (PostDepthCoverage, 4446, which brings its capability and
// extension from the grammar; DepthLess, 15) and vk::ext_execution_mode
// inside it (StencilRefReplacingEXT, 5027, with the statement's
// [[vk::ext_capability]] and [[vk::ext_extension]]); a field's
// [[vk::ext_extension]] is declared when the field is used.
struct Lighting {
    [[vk::ext_extension("SPV_KHR_shader_draw_parameters")]]
    float4 color;
};

[[vk::spvexecutionmode(4446), vk::spvexecutionmode(15)]]
float4 main(float4 pos : SV_Position) : SV_Target
{
    [[vk::ext_capability(/* StencilExportEXT */ 5013)]]
    [[vk::ext_extension("SPV_EXT_shader_stencil_export")]]
    vk::ext_execution_mode(/* StencilRefReplacingEXT */ 5027);
    Lighting l;
    l.color = pos * 0.5;
    return l.color;
}
