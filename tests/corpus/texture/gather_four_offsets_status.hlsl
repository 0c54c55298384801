// ARGS: -T ps_6_0 -E main
// GatherRed with four texel offsets and the sparse status argument (DXC's
// CodeGenSPIRV test texture.gather-red): the four-offset form is four
// gathers, component k from the gather at offset k (as FXC and DXIL compile
// it), here four OpImageSparseGather; the status is the first non-resident
// code of the four (select on OpImageSparseTexelsResident), so
// CheckAccessFullyMapped is true only if all four were resident. It used to
// be refused (OSH5002). WGSL (no sparse textures: always resident) makes
// the same four gathers, each with its constant offset.
Texture2D<float4> t : register(t0);
SamplerState s : register(s1);

float4 main(float2 uv : UV) : SV_Target {
    uint status;
    float4 g = t.GatherRed(s, uv, int2(1, 2), int2(3, 4), int2(5, 6), int2(7, -8), status);
    return CheckAccessFullyMapped(status) ? g : 0;
}
