// ARGS: -T ps_6_2 -E main -enable-16bit-types
// Derivatives of half values: SPIR-V's OpDPdx* take 32-bit floats only, so a
// half scalar, vector or matrix row is converted to float, differentiated
// and converted back (as DXC does; spirv-val refused the half OpDPdx).
float4 main(float2 uv : TEXCOORD0, half3 c : COLOR0) : SV_Target
{
    half a = (half)uv.x;
    half2 b = (half2)uv;
    half2x2 m = half2x2(c.x, c.y, c.z, a);
    half2x2 dm = ddy_fine(m);
    return float4(ddx(a), ddy_coarse(b).y, fwidth(c).z, dm[1][1]);
}
