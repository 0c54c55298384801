// ARGS: -T vs_6_0 -E main
// Vertices have no 2x2 quad: a derivative that survives optimization is invalid SPIR-V.
float4 main(float4 p : POSITION) : SV_Position
{
    return p + ddx(p);
}
