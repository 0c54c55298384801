// ARGS: -T ps_6_0 -E main
// EXPECT-WARNING: OSH0444
// Stage values without a semantic (glslang's HLSL tests): glslang gives each
// the next free location; DXC refuses them. Accepted with a warning
// (OSH0444): inputs a at 0, b at 1 (after nothing), c (COLOR) at 2; the
// return value at Location 0.
float4 main(float a, float2 b, float4 c : COLOR) : SV_Target0
{
    return c * a + b.xyxy;
}
