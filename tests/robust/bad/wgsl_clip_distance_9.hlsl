// ARGS: -T vs_6_0 -E main -wgsl
struct VSOut { float4 pos : SV_Position; float4 c0 : SV_ClipDistance0; float4 c1 : SV_ClipDistance1; float c2 : SV_ClipDistance2; };
VSOut main(float4 p : POSITION)
{
    VSOut o;
    o.pos = p;
    o.c0 = p;
    o.c1 = p;
    o.c2 = p.x;
    return o;
}
