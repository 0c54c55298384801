// ARGS: -T ps_6_0 -E main -fvk-use-dx-position-w
// WGSL-ERROR: OSH5202
// Pixel stage I/O: FragCoord (with -fvk-use-dx-position-w), FrontFacing,
// SampleId, SampleMask in and out, PrimitiveId, Layer, clip distances in,
// integer/double inputs Flat, interpolation modifiers, SV_Target0..2,
// SV_DepthGreaterEqual (DepthReplacing + DepthGreater), [earlydepthstencil].
struct PSIn {
    float4 pos : SV_Position;
    float2 uv : TEXCOORD0;
    nointerpolation float4 flatc : COLOR0;
    noperspective float np : NP;
    centroid float cen : CEN;
    sample float smp : SMP;
    uint id : ID;
    int2 ii : II;
    float clip : SV_ClipDistance0;
};
struct PSOut {
    float4 c0 : SV_Target0;
    float4 c2 : SV_Target2;
    uint4 c1 : SV_Target1;
    float depth : SV_DepthGreaterEqual;
    uint mask : SV_Coverage;
};
[earlydepthstencil]
PSOut main(PSIn i, bool ff : SV_IsFrontFace, uint si : SV_SampleIndex, uint cov : SV_Coverage,
           uint prim : SV_PrimitiveID, uint layer : SV_RenderTargetArrayIndex) {
    PSOut o;
    o.c0 = i.pos * i.uv.x + i.flatc + i.np + i.cen + i.smp + i.clip;
    o.c2 = ff ? 1.0 : 0.0;
    o.c1 = uint4(i.id, i.ii, si + prim + layer);
    o.depth = i.pos.z;
    o.mask = cov;
    return o;
}
