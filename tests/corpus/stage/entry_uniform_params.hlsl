// ARGS: -T vs_6_0 -E main
// `uniform` entry-point parameters are stage inputs like `in` ones, as
// DXC's SPIR-V path makes them (spirv.entry-function.inout.hlsl: R and E
// are Input variables at the next Locations); only they cannot be assigned.
// It was OSH0013 "not supported yet". POSITION is Location 0, R 1, E 2.
struct Z { float e : E; };
float4 main(float4 pos : POSITION, uniform float r : R, uniform Z z) : SV_Position
{
    return pos * (r + z.e);
}
