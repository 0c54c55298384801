// ARGS: -T vs_6_0 -E main -wgsl
struct VSOut { float4 pos : SV_Position; float cull : SV_CullDistance0; };
VSOut main(float4 p : POSITION)
{
    VSOut o;
    o.pos = p;
    o.cull = p.x;
    return o;
}
