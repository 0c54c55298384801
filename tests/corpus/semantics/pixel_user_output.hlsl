// ARGS: -T ps_6_0 -E main
// A user semantic on a pixel shader's output is a render target: DXC accepts
// it (Location 0), so does this compiler.
float4 main(float4 c : COLOR) : A
{
    return c * 2;
}
