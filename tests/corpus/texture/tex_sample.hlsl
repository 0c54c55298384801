// ARGS: -T ps_6_0 -E main
// WGSL-ERROR: OSH5202
// Every sampling form: Sample/SampleBias/SampleGrad/SampleLevel with
// constant offsets (ConstOffset) and clamps (MinLod),
// SampleCmp/SampleCmpLevelZero/SampleCmpLevel/SampleCmpGrad/SampleCmpBias
// (Dref), cube, array, 1D and 3D textures, CalculateLevelOfDetail(Unclamped).
Texture1D<float4> t1 : register(t0);
Texture2D<float4> t2 : register(t1);
Texture2DArray<float> t2a : register(t2);
Texture3D<float2> t3 : register(t3);
TextureCube<float4> tc : register(t4);
TextureCubeArray<float4> tca : register(t5);
Texture2D<float> shadow : register(t6);
SamplerState s : register(s0);
SamplerComparisonState sc : register(s1);

float4 main(float4 pos : SV_Position, float2 uv : TEXCOORD0, nointerpolation int2 o : OFF) : SV_Target {
    float4 c = t2.Sample(s, uv);
    c += t2.Sample(s, uv, int2(1, -1));
    c += t2.Sample(s, uv, int2(0, 1), 2.0);
    c += t2.SampleBias(s, uv, 0.5);
    c += t2.SampleBias(s, uv, 0.5, int2(1, 1), 1.0);
    c += t2.SampleGrad(s, uv, ddx(uv), ddy(uv));
    c += t2.SampleGrad(s, uv, ddx_fine(uv), ddy_coarse(uv), int2(2, 2));
    c += t2.SampleLevel(s, uv, 1.5);
    c += t2.SampleLevel(s, uv, 1.5, int2(-1, 0));
    c += t1.Sample(s, uv.x) + t1.SampleLevel(s, uv.x, 0, 1);
    c.x += t2a.Sample(s, float3(uv, 1));
    c.xy += t3.SampleLevel(s, float3(uv, 0.5), 0);
    c += tc.Sample(s, float3(uv, 1)) + tc.SampleLevel(s, float3(uv, 1), 2) + tc.Sample(s, float3(uv, 1), 1.0);
    c += tca.SampleBias(s, float4(uv, 1, 0), 1);
    c.x += shadow.SampleCmp(sc, uv, 0.5);
    c.x += shadow.SampleCmp(sc, uv, 0.5, int2(1, 0));
    c.x += shadow.SampleCmpLevelZero(sc, uv, 0.5);
    c.x += shadow.SampleCmpLevelZero(sc, uv, 0.5, int2(0, 1));
    c.x += t2.CalculateLevelOfDetail(s, uv) + t2.CalculateLevelOfDetailUnclamped(s, uv);
    c += fwidth(c) + ddx_coarse(c.x) + ddy_fine(c.y);
    return c;
}
