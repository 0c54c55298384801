// ARGS: -T vs_6_0 -E main
struct VSOut { float4 pos : SV_Position; float4 a : TEXCOORD0; float4 b : TEXCOORD0; };
VSOut main(float4 p : POSITION)
{
    VSOut o;
    o.pos = p; o.a = p; o.b = p;
    return o;
}
