// ARGS: -T ps_6_0 -E main
// Rasterizer ordered views need OpBegin/EndInvocationInterlockEXT around each
// access (DXC's op.rasterizer-ordered-views.access.hlsl); without them the
// read-modify-write races: refused.
// EXPECT-ERROR: OSH0522
RasterizerOrderedTexture2D<float4> t : register(u0);

float4 main(float4 p : SV_Position) : SV_Target
{
    t[uint2(p.xy)] += 1;
    return 0;
}
