// ARGS: -T ps_6_0 -E main
// Root cause: GatherRed with four texel offsets AND the sparse status
// argument is refused; the four-offset form is lowered as four gathers (one
// per component), and the status would need the residency codes combined
// (e.g. the first non-resident code). Seen in DXC's CodeGenSPIRV test
// texture.gather-red. Rare. Expected: compiles; CheckAccessFullyMapped
// true only if all four gathers were resident. Actual: OSH5002 "the status
// argument with four texel offsets is not supported yet by the SPIR-V back
// end" (reported by lower/texture.c). Phase: lower (texture.c).
Texture2D<float4> t : register(t0);
SamplerState s : register(s0);
float4 main(float2 uv : UV) : SV_Target {
    uint status;
    float4 g = t.GatherRed(s, uv, int2(1, 2), int2(3, 4), int2(5, 6), int2(7, 8), status);
    return CheckAccessFullyMapped(status) ? g : 0;
}
