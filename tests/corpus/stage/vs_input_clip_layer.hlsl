// ARGS: -T vs_6_0 -E main
// WGSL-ERROR: OSH5202
// Vertex inputs SV_ClipDistance, SV_CullDistance, SV_RenderTargetArrayIndex
// and SV_ViewportArrayIndex are ordinary Location variables (DXC's "Arb"
// signature points): locations 0-3 in declaration order; the outputs are
// the built-ins ClipDistance, Layer and Position.
struct VOut {
    float4 pos : SV_Position;
    float clip : SV_ClipDistance0;
    uint layer : SV_RenderTargetArrayIndex;
};
VOut main(float2 cd : SV_ClipDistance0, float cu : SV_CullDistance, uint rt : SV_RenderTargetArrayIndex,
          uint vp : SV_ViewportArrayIndex)
{
    VOut o;
    o.pos = float4(cd, cu, 1);
    o.clip = cd.x;
    o.layer = rt + vp;
    return o;
}
