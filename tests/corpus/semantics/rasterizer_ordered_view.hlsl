// ARGS: -T ps_6_0 -E main
// WGSL-ERROR: OSH0522
// Rasterizer ordered views (DXC's op.rasterizer-ordered-views.access.hlsl):
// SPV_EXT_fragment_shader_interlock, FragmentShaderPixelInterlockEXT and
// PixelInterlockOrderedEXT, with the whole shader one critical section
// (OpBeginInvocationInterlockEXT first, OpEndInvocationInterlockEXT last in
// the entry), so the read-modify-writes of overlapping fragments happen in
// primitive order. WGSL has no interlock: refused there.
RasterizerOrderedTexture2D<float4> t : register(u0);
RasterizerOrderedByteAddressBuffer counts : register(u1);

float4 main(float4 p : SV_Position) : SV_Target
{
    t[uint2(p.xy)] += 1;
    uint k = uint(p.y) * 64 + uint(p.x);
    counts.Store(4 * k, counts.Load(4 * k) + 1);
    if (p.x > 8)
        return 1;
    return 0;
}
