// ARGS: -T ps_6_0 -E main
// The texture operations WGSL has: Sample/Bias/Grad/Level with constant
// offsets, SampleCmp/SampleCmpLevelZero (the texture becomes a depth
// texture), Gather/GatherRed..Alpha, GatherCmp, Load, .mips, GetDimensions,
// derivatives, clip.
Texture2D<float4> t2 : register(t0);
Texture2DArray<float4> t2a : register(t1);
Texture2D<float> shadow : register(t2);
TextureCube<float4> tc : register(t3);
Texture2DMS<float4> ms : register(t4);
SamplerState s : register(s5);
SamplerComparisonState sc : register(s6);

float4 main(float4 pos : SV_Position, float2 uv : TEXCOORD0) : SV_Target {
    float4 c = t2.Sample(s, uv) + t2.Sample(s, uv, int2(1, -1));
    c += t2.SampleBias(s, uv, 0.5) + t2.SampleGrad(s, uv, ddx(uv), ddy(uv));
    c += t2.SampleLevel(s, uv, 1.5, int2(-1, 0)) + t2a.Sample(s, float3(uv, 1));
    c += tc.Sample(s, float3(uv, 1)) + tc.SampleLevel(s, float3(uv, 1), 2);
    c.x += shadow.SampleCmp(sc, uv, 0.5) + shadow.SampleCmpLevelZero(sc, uv, 0.5, int2(0, 1));
    c += t2.Gather(s, uv) + t2.GatherGreen(s, uv, int2(1, 1)) + shadow.GatherCmp(sc, uv, 0.5);
    int2 p = int2(pos.xy);
    c += t2.Load(int3(p, 0)) + t2.mips[1][p] + ms.Load(p, 1) + t2[p];
    uint w, h, lv;
    t2.GetDimensions(0, w, h, lv);
    c += fwidth(c) + ddx_fine(c.x) + ddy_coarse(c.y) + float4(w, h, lv, 0);
    clip(c.w);
    return c;
}
