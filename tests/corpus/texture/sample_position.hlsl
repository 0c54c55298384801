// ARGS: -T ps_6_0 -E main
// Texture2DMS.GetSamplePosition(s), as DXC maps it: the texture's sample
// count (OpImageQuerySamples, WGSL textureNumSamples) picks D3D's standard
// pattern for 1, 2, 4, 8 or 16 samples (offsets from the pixel center in
// 1/16 pixel); an index outside the pattern gives (0, 0).
Texture2DMS<float4> T : register(t0);
Texture2DMS<float4> A : register(t1);

float4 main(nointerpolation uint s : SAMPLE) : SV_Target
{
    return float4(T.GetSamplePosition(s), A.GetSamplePosition(3) + T.GetSamplePosition(17));
}
