// ARGS: -T ps_6_0 -E PSMain
// The issue's reference point: a ~200-line pixel shader of the usual kind
// (a forward PBR pass: constant buffers, a light loop, shadow map with PCF,
// normal mapping, image-based ambient, fog, tone mapping). Written for the
// benchmark only; it is compiled, never run.

#define MAX_LIGHTS 8
#define PCF_TAPS 4
static const float PI = 3.14159265;

cbuffer Frame : register(b0)
{
    float4x4 ViewProj;
    float4x4 ShadowViewProj;
    float3 CameraPos;
    float Time;
    float3 SunDir;
    float Exposure;
    float3 SunColor;
    uint LightCount;
    float4 FogColorDensity;
    float2 ShadowTexel;
    float2 Pad0;
};

struct PointLight
{
    float3 Position;
    float Range;
    float3 Color;
    float Intensity;
};

cbuffer Lights : register(b1)
{
    PointLight Lights[MAX_LIGHTS];
};

cbuffer MaterialParams : register(b2)
{
    float4 BaseColorFactor;
    float MetallicFactor;
    float RoughnessFactor;
    float NormalScale;
    float OcclusionStrength;
    float3 EmissiveFactor;
    float AlphaCutoff;
};

Texture2D<float4> BaseColorTex : register(t0);
Texture2D<float4> NormalTex : register(t1);
Texture2D<float4> MetalRoughTex : register(t2);
Texture2D<float4> EmissiveTex : register(t3);
Texture2D<float> ShadowMap : register(t4);
TextureCube<float4> IrradianceMap : register(t5);
TextureCube<float4> PrefilterMap : register(t6);
Texture2D<float2> BrdfLut : register(t7);
SamplerState LinearWrap : register(s0);
SamplerState LinearClamp : register(s1);
SamplerComparisonState ShadowCmp : register(s2);

struct PSInput
{
    float4 Position : SV_Position;
    float3 WorldPos : TEXCOORD0;
    float2 UV : TEXCOORD1;
    float3 Normal : NORMAL;
    float4 Tangent : TANGENT;
};

struct Surface
{
    float3 albedo;
    float metallic;
    float roughness;
    float ao;
    float3 N;
    float3 V;
    float3 F0;
};

float DistributionGGX(float3 N, float3 H, float roughness)
{
    float a = roughness * roughness;
    float a2 = a * a;
    float NdotH = max(dot(N, H), 0.0);
    float d = NdotH * NdotH * (a2 - 1.0) + 1.0;
    return a2 / max(PI * d * d, 1e-5);
}

float GeometrySchlickGGX(float NdotV, float roughness)
{
    float r = roughness + 1.0;
    float k = (r * r) / 8.0;
    return NdotV / (NdotV * (1.0 - k) + k);
}

float GeometrySmith(float3 N, float3 V, float3 L, float roughness)
{
    float NdotV = max(dot(N, V), 0.0);
    float NdotL = max(dot(N, L), 0.0);
    return GeometrySchlickGGX(NdotV, roughness) * GeometrySchlickGGX(NdotL, roughness);
}

float3 FresnelSchlick(float cosTheta, float3 F0)
{
    return F0 + (1.0 - F0) * pow(saturate(1.0 - cosTheta), 5.0);
}

float3 FresnelSchlickRoughness(float cosTheta, float3 F0, float roughness)
{
    float3 r = max(float3(1.0 - roughness, 1.0 - roughness, 1.0 - roughness), F0);
    return F0 + (r - F0) * pow(saturate(1.0 - cosTheta), 5.0);
}

float3 BRDF(Surface s, float3 L, float3 radiance)
{
    float3 H = normalize(s.V + L);
    float NDF = DistributionGGX(s.N, H, s.roughness);
    float G = GeometrySmith(s.N, s.V, L, s.roughness);
    float3 F = FresnelSchlick(max(dot(H, s.V), 0.0), s.F0);
    float3 kD = (1.0 - F) * (1.0 - s.metallic);
    float NdotL = max(dot(s.N, L), 0.0);
    float3 specular = (NDF * G * F) / (4.0 * max(dot(s.N, s.V), 0.0) * NdotL + 1e-4);
    return (kD * s.albedo / PI + specular) * radiance * NdotL;
}

float ShadowFactor(float3 worldPos)
{
    float4 sp = mul(ShadowViewProj, float4(worldPos, 1.0));
    float3 proj = sp.xyz / sp.w;
    float2 uv = proj.xy * float2(0.5, -0.5) + 0.5;
    if (any(uv < 0.0) || any(uv > 1.0))
        return 1.0;
    float sum = 0.0;
    [unroll]
    for (int i = 0; i < PCF_TAPS; i++) {
        float2 o = float2((i & 1) ? 0.5 : -0.5, (i & 2) ? 0.5 : -0.5) * ShadowTexel;
        sum += ShadowMap.SampleCmpLevelZero(ShadowCmp, uv + o, proj.z - 0.002);
    }
    return sum / PCF_TAPS;
}

float3 PerturbNormal(PSInput input)
{
    float3 n = normalize(input.Normal);
    float3 t = normalize(input.Tangent.xyz - n * dot(input.Tangent.xyz, n));
    float3 b = cross(n, t) * input.Tangent.w;
    float3 tn = NormalTex.Sample(LinearWrap, input.UV).xyz * 2.0 - 1.0;
    tn.xy *= NormalScale;
    float3x3 tbn = float3x3(t, b, n);
    return normalize(mul(tn, tbn));
}

float3 ToneMapACES(float3 x)
{
    const float a = 2.51, b = 0.03, c = 2.43, d = 0.59, e = 0.14;
    return saturate((x * (a * x + b)) / (x * (c * x + d) + e));
}

float3 ApplyFog(float3 color, float dist)
{
    float f = exp(-FogColorDensity.w * dist);
    return lerp(FogColorDensity.rgb, color, saturate(f));
}

float4 PSMain(PSInput input) : SV_Target0
{
    float4 base = BaseColorTex.Sample(LinearWrap, input.UV) * BaseColorFactor;
    if (base.a < AlphaCutoff)
        discard;
    float4 mr = MetalRoughTex.Sample(LinearWrap, input.UV);

    Surface s;
    s.albedo = base.rgb;
    s.metallic = saturate(mr.b * MetallicFactor);
    s.roughness = clamp(mr.g * RoughnessFactor, 0.04, 1.0);
    s.ao = lerp(1.0, mr.r, OcclusionStrength);
    s.N = PerturbNormal(input);
    s.V = normalize(CameraPos - input.WorldPos);
    s.F0 = lerp(float3(0.04, 0.04, 0.04), s.albedo, s.metallic);

    float3 Lo = BRDF(s, normalize(-SunDir), SunColor) * ShadowFactor(input.WorldPos);
    for (uint i = 0; i < min(LightCount, (uint)MAX_LIGHTS); i++) {
        float3 toLight = Lights[i].Position - input.WorldPos;
        float dist = length(toLight);
        if (dist > Lights[i].Range)
            continue;
        float atten = saturate(1.0 - dist / Lights[i].Range);
        atten *= atten / max(dist * dist, 0.01);
        Lo += BRDF(s, toLight / dist, Lights[i].Color * Lights[i].Intensity * atten);
    }

    float NdotV = max(dot(s.N, s.V), 0.0);
    float3 F = FresnelSchlickRoughness(NdotV, s.F0, s.roughness);
    float3 kD = (1.0 - F) * (1.0 - s.metallic);
    float3 irradiance = IrradianceMap.Sample(LinearClamp, s.N).rgb;
    float3 R = reflect(-s.V, s.N);
    float3 prefiltered = PrefilterMap.SampleLevel(LinearClamp, R, s.roughness * 4.0).rgb;
    float2 brdf = BrdfLut.Sample(LinearClamp, float2(NdotV, s.roughness));
    float3 ambient = (kD * irradiance * s.albedo + prefiltered * (F * brdf.x + brdf.y)) * s.ao;

    float3 color = ambient + Lo;
    color += EmissiveTex.Sample(LinearWrap, input.UV).rgb * EmissiveFactor;
    color = ApplyFog(color, length(CameraPos - input.WorldPos));
    color = ToneMapACES(color * Exposure);
    color = pow(color, 1.0 / 2.2);
    return float4(color, base.a);
}
