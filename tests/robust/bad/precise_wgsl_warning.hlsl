// ARGS: -T vs_6_0 -E main -wgsl -WX
float4 main(float4 p : POSITION, float4 q : NORMAL) : SV_Position
{
    precise float4 r = p * q + p;
    return r;
}
