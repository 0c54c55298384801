// ARGS: -T vs_6_0 -E main
// A uniform entry parameter is read-only, as any uniform parameter.
float4 main(uniform float r : R) : SV_Position
{
    r = 2;
    return r;
}
