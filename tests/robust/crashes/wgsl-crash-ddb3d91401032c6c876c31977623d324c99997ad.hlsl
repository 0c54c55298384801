// ARGS: -T ps_6_0 -E main
float4 main(Texture2D<float4> t : TEXCOORD0) : SV_Target
{
    return 0;
}
