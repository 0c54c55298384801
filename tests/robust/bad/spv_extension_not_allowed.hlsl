// ARGS: -T ps_6_0 -E main -fspv-extension=SPV_KHR_shader_draw_parameters
struct PSOut { float4 color : SV_Target; uint stencil : SV_StencilRef; };
PSOut main(float4 pos : SV_Position)
{
    PSOut o;
    o.color = pos;
    o.stencil = 3;
    return o;
}
