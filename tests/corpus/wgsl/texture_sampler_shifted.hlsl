// ARGS: -T ps_6_0 -E main -fvk-s-shift 16 0
// The fix the binding error suggests: shifting the s registers gives the
// sampler its own binding.
Texture2D tex : register(t1);
SamplerState smp : register(s1);

float4 main(float2 uv : TEXCOORD0) : SV_Target
{
    return tex.Sample(smp, uv);
}
