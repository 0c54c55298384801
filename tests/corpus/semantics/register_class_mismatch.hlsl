// ARGS: -T ps_6_0 -E main
// EXPECT-WARNING: OSH0426
// A sampler in a 't' register and a texture in a 'u' register: DXC accepts
// both and binds by the register's number and space (set 1 binding 0, set 0
// binding 3); a warning says so.
SamplerState samp : register(t0, space1);
Texture2D tex : register(u3);

float4 main(float2 uv : TEXCOORD0) : SV_Target
{
    return tex.Sample(samp, uv);
}
