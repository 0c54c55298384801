// ARGS: -T vs_6_0 -E main
// Root cause: SV_Position on a vertex shader input is rejected. DXC accepts it
// and treats it as an ordinary vertex attribute (Location 0) (DXC test
// semantic.position.vs).
// Expected: accepted in -fsyntax-only and both targets; the input becomes
// @location(0) / Location 0.
// Actual: OSH0411 "semantic 'SV_Position' is not valid for input in a vertex
// shader".
float4 main(float4 p : SV_Position) : SV_Position
{
    return p;
}
