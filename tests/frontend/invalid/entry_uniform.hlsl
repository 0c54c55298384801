// ARGS: -T ps_6_0 -E main
// `uniform` entry-point parameters (FXC/DXC: members of a $Params constant
// buffer) are not supported yet: OSH0013 with a note, not a missing semantic.
// A uniform parameter of an ordinary function is just a read-only parameter.
float scale(uniform float k, float x) { return k * x; }

float4 main(float2 uv : TEXCOORD0, uniform float bias, uniform float4 tint) : SV_Target
{
    return float4(uv, scale(2, bias), 1) * tint;
}
