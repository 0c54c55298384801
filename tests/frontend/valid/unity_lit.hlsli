// Unity URP-style lit shader: both stages in one file, compiled once per
// entry point (unity_lit_vs.hlsl, unity_lit_ps.hlsl). Core-library macros
// are spelled out as Unity's D3D11/Vulkan API headers define them.

#define _NORMALMAP 1
#define _ALPHATEST_ON 1
#define UNITY_REVERSED_Z 1

#define real half
#define real3 half3
#define real4 half4
#define real3x3 half3x3
#define TEXTURE2D(textureName) Texture2D textureName
#define TEXTURECUBE(textureName) TextureCube textureName
#define TEXTURE2D_SHADOW(textureName) Texture2D textureName
#define SAMPLER(samplerName) SamplerState samplerName
#define SAMPLER_CMP(samplerName) SamplerComparisonState samplerName
#define SAMPLE_TEXTURE2D(textureName, samplerName, coord2) textureName.Sample(samplerName, coord2)
#define SAMPLE_TEXTURE2D_LOD(textureName, samplerName, coord2, lod) textureName.SampleLevel(samplerName, coord2, lod)
#define SAMPLE_TEXTURECUBE_LOD(textureName, samplerName, coord3, lod) textureName.SampleLevel(samplerName, coord3, lod)
#define SAMPLE_TEXTURE2D_SHADOW(textureName, samplerName, coord3) textureName.SampleCmpLevelZero(samplerName, (coord3).xy, (coord3).z)
#define CBUFFER_START(name) cbuffer name {
#define CBUFFER_END };
#define UNITY_MATRIX_M unity_ObjectToWorld
#define UNITY_MATRIX_I_M unity_WorldToObject
#define UNITY_MATRIX_VP unity_MatrixVP
#define FRONT_FACE_SEMANTIC SV_IsFrontFace
#define FRONT_FACE_TYPE bool
#define IS_FRONT_VFACE(VAL, FRONT, BACK) ((VAL) ? (FRONT) : (BACK))
#define UNITY_BRANCH [branch]
#define UNITY_UNROLL [unroll]
#define UNITY_LOOP [loop]
#define TRANSFORM_TEX(tex, name) ((tex.xy) * name##_ST.xy + name##_ST.zw)
#define HALF_MIN 6.103515625e-5
#define PI 3.14159265359
#define INV_PI 0.31830988618379067154
#define MAX_VISIBLE_LIGHTS 16

CBUFFER_START(UnityPerDraw)
    float4x4 unity_ObjectToWorld;
    float4x4 unity_WorldToObject;
    float4 unity_LODFade;
    real4 unity_WorldTransformParams;
    real4 unity_LightData;
    real4 unity_LightIndices[2];
CBUFFER_END

CBUFFER_START(UnityPerFrame)
    float4x4 unity_MatrixVP;
    float3 _WorldSpaceCameraPos;
    float4 _MainLightPosition;
    half4 _MainLightColor;
    float4x4 _MainLightWorldToShadow[4 + 1];
    int _AdditionalLightsCount;
    float4 _AdditionalLightsPosition[MAX_VISIBLE_LIGHTS];
    half4 _AdditionalLightsColor[MAX_VISIBLE_LIGHTS];
    half4 _AdditionalLightsAttenuation[MAX_VISIBLE_LIGHTS];
CBUFFER_END

CBUFFER_START(UnityPerMaterial)
    float4 _BaseMap_ST;
    half4 _BaseColor;
    half _Cutoff;
    half _Smoothness;
    half _Metallic;
    half _BumpScale;
CBUFFER_END

TEXTURE2D(_BaseMap);            SAMPLER(sampler_BaseMap);
TEXTURE2D(_BumpMap);            SAMPLER(sampler_BumpMap);
TEXTURECUBE(unity_SpecCube0);   SAMPLER(samplerunity_SpecCube0);
TEXTURE2D_SHADOW(_MainLightShadowmapTexture);
SAMPLER_CMP(sampler_MainLightShadowmapTexture);

struct Attributes
{
    float4 positionOS   : POSITION;
    float3 normalOS     : NORMAL;
    float4 tangentOS    : TANGENT;
    float2 texcoord     : TEXCOORD0;
    float2 lightmapUV   : TEXCOORD1;
    uint   vertexID     : SV_VertexID;
};

struct Varyings
{
    float2 uv                       : TEXCOORD0;
    float3 positionWS               : TEXCOORD1;
    half3  normalWS                 : TEXCOORD2;
    half4  tangentWS                : TEXCOORD3;
    half3  viewDirWS                : TEXCOORD4;
    half4  fogFactorAndVertexLight  : TEXCOORD5;
    float4 shadowCoord              : TEXCOORD6;
    float4 positionCS               : SV_POSITION;
};

struct InputData
{
    float3  positionWS;
    half3   normalWS;
    half3   viewDirectionWS;
    float4  shadowCoord;
    half    fogCoord;
};

struct SurfaceData
{
    half3 albedo;
    half3 specular;
    half  metallic;
    half  smoothness;
    half3 normalTS;
    half  occlusion;
    half  alpha;
};

struct BRDFData
{
    half3 diffuse;
    half3 specular;
    half perceptualRoughness;
    half roughness;
    half roughness2;
    half grazingTerm;
    half normalizationTerm;
    half roughness2MinusOne;
};

struct Light
{
    half3 direction;
    half3 color;
    half  distanceAttenuation;
    half  shadowAttenuation;
};

float3 TransformObjectToWorld(float3 positionOS) { return mul(UNITY_MATRIX_M, float4(positionOS, 1.0)).xyz; }
float4 TransformWorldToHClip(float3 positionWS) { return mul(UNITY_MATRIX_VP, float4(positionWS, 1.0)); }
real3 TransformObjectToWorldNormal(float3 normalOS)
{
    return normalize(mul(normalOS, (float3x3)UNITY_MATRIX_I_M));
}
real3 TransformObjectToWorldDir(real3 dirOS) { return normalize(mul((real3x3)UNITY_MATRIX_M, dirOS)); }
real GetOddNegativeScale() { return unity_WorldTransformParams.w >= 0.0 ? 1.0 : -1.0; }

half3 UnpackNormalScale(real4 packedNormal, real bumpScale)
{
    real3 normal;
    normal.xy = packedNormal.ag * 2.0 - 1.0;
    normal.z = max(1.0e-16, sqrt(1.0 - saturate(dot(normal.xy, normal.xy))));
    normal.xy *= bumpScale;
    return normal;
}

real3 TransformTangentToWorld(real3 dirTS, real3x3 tangentToWorld)
{
    return mul(dirTS, tangentToWorld);
}

half4 SampleAlbedoAlpha(float2 uv, TEXTURE2D(albedoAlphaMap), SAMPLER(sampler_albedoAlphaMap))
{
    return SAMPLE_TEXTURE2D(albedoAlphaMap, sampler_albedoAlphaMap, uv);
}

inline void InitializeStandardLitSurfaceData(float2 uv, out SurfaceData outSurfaceData)
{
    half4 albedoAlpha = SampleAlbedoAlpha(uv, _BaseMap, sampler_BaseMap);
    outSurfaceData = (SurfaceData)0;
    outSurfaceData.alpha = albedoAlpha.a * _BaseColor.a;
#if defined(_ALPHATEST_ON)
    clip(outSurfaceData.alpha - _Cutoff);
#endif
    outSurfaceData.albedo = albedoAlpha.rgb * _BaseColor.rgb;
    outSurfaceData.metallic = _Metallic;
    outSurfaceData.specular = half3(0.0h, 0.0h, 0.0h);
    outSurfaceData.smoothness = _Smoothness;
    outSurfaceData.normalTS = UnpackNormalScale(SAMPLE_TEXTURE2D(_BumpMap, sampler_BumpMap, uv), _BumpScale);
    outSurfaceData.occlusion = 1.0;
}

inline void InitializeBRDFData(SurfaceData s, out BRDFData outBRDFData)
{
    half oneMinusReflectivity = 0.96 - s.metallic * 0.96;
    half reflectivity = 1.0 - oneMinusReflectivity;
    outBRDFData.diffuse = s.albedo * oneMinusReflectivity;
    outBRDFData.specular = lerp(half3(0.04, 0.04, 0.04), s.albedo, s.metallic);
    outBRDFData.perceptualRoughness = 1.0 - s.smoothness;
    outBRDFData.roughness = max(outBRDFData.perceptualRoughness * outBRDFData.perceptualRoughness, HALF_MIN);
    outBRDFData.roughness2 = outBRDFData.roughness * outBRDFData.roughness;
    outBRDFData.grazingTerm = saturate(s.smoothness + reflectivity);
    outBRDFData.normalizationTerm = outBRDFData.roughness * 4.0h + 2.0h;
    outBRDFData.roughness2MinusOne = outBRDFData.roughness2 - 1.0h;
}

half MainLightRealtimeShadow(float4 shadowCoord)
{
    half attenuation = SAMPLE_TEXTURE2D_SHADOW(_MainLightShadowmapTexture, sampler_MainLightShadowmapTexture, shadowCoord.xyz);
#if UNITY_REVERSED_Z
    return shadowCoord.z <= 0.0 ? 1.0h : attenuation;
#else
    return shadowCoord.z >= 1.0 ? 1.0h : attenuation;
#endif
}

Light GetMainLight(float4 shadowCoord)
{
    Light light;
    light.direction = _MainLightPosition.xyz;
    light.distanceAttenuation = unity_LightData.z;
    light.shadowAttenuation = MainLightRealtimeShadow(shadowCoord);
    light.color = _MainLightColor.rgb;
    return light;
}

Light GetAdditionalLight(uint i, float3 positionWS)
{
    int perObjectLightIndex = (int)unity_LightIndices[i / 4][i % 4];
    float4 lightPositionWS = _AdditionalLightsPosition[perObjectLightIndex];
    float3 lightVector = lightPositionWS.xyz - positionWS * lightPositionWS.w;
    float distanceSqr = max(dot(lightVector, lightVector), HALF_MIN);
    half3 lightDirection = half3(lightVector * rsqrt(distanceSqr));
    half4 atten = _AdditionalLightsAttenuation[perObjectLightIndex];
    float factor = distanceSqr * atten.x;
    half smoothFactor = saturate(1.0h - factor * factor);
    Light light;
    light.direction = lightDirection;
    light.distanceAttenuation = smoothFactor * smoothFactor / distanceSqr;
    light.shadowAttenuation = 1.0h;
    light.color = _AdditionalLightsColor[perObjectLightIndex].rgb;
    return light;
}

half3 DirectBRDFSpecular(BRDFData brdfData, half3 normalWS, half3 lightDirectionWS, half3 viewDirectionWS)
{
    float3 halfDir = normalize(float3(lightDirectionWS) + float3(viewDirectionWS));
    float NoH = saturate(dot(float3(normalWS), halfDir));
    half LoH = half(saturate(dot(lightDirectionWS, halfDir)));
    float d = NoH * NoH * brdfData.roughness2MinusOne + 1.00001f;
    half LoH2 = LoH * LoH;
    half specularTerm = brdfData.roughness2 / ((d * d) * max(0.1h, LoH2) * brdfData.normalizationTerm);
    return specularTerm * brdfData.specular;
}

half3 LightingPhysicallyBased(BRDFData brdfData, Light light, half3 normalWS, half3 viewDirectionWS)
{
    half NdotL = saturate(dot(normalWS, light.direction));
    half3 radiance = light.color * (light.distanceAttenuation * light.shadowAttenuation * NdotL);
    return (brdfData.diffuse + DirectBRDFSpecular(brdfData, normalWS, light.direction, viewDirectionWS)) * radiance;
}

half3 GlossyEnvironmentReflection(half3 reflectVector, half perceptualRoughness, half occlusion)
{
    half mip = perceptualRoughness * (1.7h - 0.7h * perceptualRoughness) * 6.0h;
    half4 encodedIrradiance = SAMPLE_TEXTURECUBE_LOD(unity_SpecCube0, samplerunity_SpecCube0, reflectVector, mip);
    return encodedIrradiance.rgb * occlusion;
}

half3 SafeNormalizeView(float3 v)
{
    float len2 = max(HALF_MIN, dot(v, v));
    return half3(v * rsqrt(len2));
}

Varyings LitPassVertex(Attributes input)
{
    Varyings output = (Varyings)0;
    float3 positionWS = TransformObjectToWorld(input.positionOS.xyz);
    half3 normalWS = TransformObjectToWorldNormal(input.normalOS);
    half3 tangentWS = TransformObjectToWorldDir(input.tangentOS.xyz);
    real sign = input.tangentOS.w * GetOddNegativeScale();
    output.uv = TRANSFORM_TEX(input.texcoord, _BaseMap);
    output.normalWS = normalWS;
    output.tangentWS = half4(tangentWS, sign);
    output.viewDirWS = _WorldSpaceCameraPos - positionWS;
    output.positionWS = positionWS;
    output.positionCS = TransformWorldToHClip(positionWS);
    output.shadowCoord = mul(_MainLightWorldToShadow[0], float4(positionWS, 1.0));
    output.fogFactorAndVertexLight = half4(saturate(output.positionCS.z * 0.01), 0, 0, 0);
    return output;
}

half4 LitPassFragment(Varyings input, FRONT_FACE_TYPE facing : FRONT_FACE_SEMANTIC) : SV_Target
{
    SurfaceData surfaceData;
    InitializeStandardLitSurfaceData(input.uv, surfaceData);

    float sgn = input.tangentWS.w;
    float3 bitangent = sgn * cross(input.normalWS.xyz, input.tangentWS.xyz);
    half3x3 tangentToWorld = half3x3(input.tangentWS.xyz, bitangent.xyz, input.normalWS.xyz);
    InputData inputData = (InputData)0;
    inputData.normalWS = normalize(TransformTangentToWorld(surfaceData.normalTS, tangentToWorld));
    inputData.normalWS *= IS_FRONT_VFACE(facing, 1.0h, -1.0h);
    inputData.viewDirectionWS = SafeNormalizeView(input.viewDirWS);
    inputData.positionWS = input.positionWS;
    inputData.shadowCoord = input.shadowCoord;

    BRDFData brdfData;
    InitializeBRDFData(surfaceData, brdfData);
    Light mainLight = GetMainLight(inputData.shadowCoord);
    half3 color = LightingPhysicallyBased(brdfData, mainLight, inputData.normalWS, inputData.viewDirectionWS);

    uint pixelLightCount = min((uint)_AdditionalLightsCount, 8u);
    UNITY_LOOP for (uint lightIndex = 0u; lightIndex < pixelLightCount; ++lightIndex)
    {
        Light light = GetAdditionalLight(lightIndex, inputData.positionWS);
        color += LightingPhysicallyBased(brdfData, light, inputData.normalWS, inputData.viewDirectionWS);
    }
    half3 reflectVector = reflect(-inputData.viewDirectionWS, inputData.normalWS);
    color += GlossyEnvironmentReflection(reflectVector, brdfData.perceptualRoughness, surfaceData.occlusion) * brdfData.specular;
    return half4(color, surfaceData.alpha);
}
