// ARGS: -T vs_6_0 -E main -wgsl
struct VSOut { float4 pos : SV_Position; uint layer : SV_RenderTargetArrayIndex; };
VSOut main(float4 p : POSITION, uint inst : SV_InstanceID)
{
    VSOut o;
    o.pos = p;
    o.layer = inst;
    return o;
}
