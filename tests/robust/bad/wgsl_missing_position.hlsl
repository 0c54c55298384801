// ARGS: -T vs_6_0 -E main -wgsl -WX
float4 main(float4 p : POSITION) : COLOR0
{
    return p;
}
