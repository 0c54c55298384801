// ARGS: -T ps_6_0 -E main
// WGSL-ERROR: OSH5202
// Gather, GatherRed..Alpha (component operand), one constant offset, four
// constant offsets (ConstOffsets), four run-time offsets (four gathers),
// GatherCmp and GatherCmpRed (DrefGather), integer textures.
Texture2D<float4> tex : register(t0);
Texture2D<uint2> itex : register(t1);
Texture2DArray<float> depth : register(t2);
TextureCube<float4> cube : register(t3);
SamplerState s : register(s0);
SamplerComparisonState sc : register(s1);

float4 main(float2 uv : TEXCOORD0, nointerpolation int2 o : OFF) : SV_Target {
    float4 c = tex.Gather(s, uv);
    c += tex.Gather(s, uv, int2(1, 1));
    c += tex.GatherRed(s, uv) + tex.GatherGreen(s, uv) + tex.GatherBlue(s, uv, int2(0, 1));
    c += tex.GatherAlpha(s, uv, int2(0, 0), int2(1, 0), int2(0, 1), int2(1, 1));
    c += tex.GatherAlpha(s, uv, o, o + 1, o + 2, o + 3);
    c += (float4)itex.GatherGreen(s, uv);
    c += depth.GatherCmp(sc, float3(uv, 0), 0.5);
    c += depth.GatherCmpRed(sc, float3(uv, 1), 0.25, int2(1, 0));
    c += cube.Gather(s, float3(uv, 1));
    return c;
}
