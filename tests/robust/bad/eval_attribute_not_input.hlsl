// ARGS: -T ps_6_0 -E main
float4 main(float4 color : COLOR0) : SV_Target
{
    float4 c = color * 2;
    return EvaluateAttributeAtSample(c, 1);
}
