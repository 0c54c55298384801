// ARGS: -T ps_6_0 -E DeferredLightPixelMain
// Unreal-style deferred light pass: GBuffer decode with bit packing, a
// light struct with methods, templates, namespaces, shadow PCF with
// SampleCmp/Gather, depth output and coverage in the signature.
#line 1 "/Engine/Private/DeferredLightPixelShaders.usf"
#define MaterialFloat float
#define MaterialFloat3 float3
#define MaterialFloat4 float4
#define SHADING_MODEL_DEFAULT_LIT 1
#define SHADING_MODEL_SUBSURFACE 2
#define SHADING_MODEL_CLEAR_COAT 4
#define LIGHT_SOURCE_SHAPE 1
#define USE_SHADOW_PCF 1
#define PCF_TAPS 4
#define View_BufferSizeAndInvSize View.BufferSizeAndInvSize
#define DEFINE_GBUFFER_TEXTURE(N) Texture2D<float4> SceneTextures_GBuffer##N : register(t##N)

struct FViewConstants
{
    float4x4 ScreenToWorld;
    float4x4 WorldToClip;
    float4 BufferSizeAndInvSize;
    float4 InvDeviceZToWorldZTransform;
    float3 WorldCameraOrigin;
    uint FrameNumber;
};
ConstantBuffer<FViewConstants> View : register(b0);

cbuffer DeferredLightUniforms : register(b1)
{
    float3 DeferredLight_Position;
    float DeferredLight_InvRadius;
    float3 DeferredLight_Color;
    float DeferredLight_FalloffExponent;
    float3 DeferredLight_Direction;
    float DeferredLight_SourceRadius;
    float2 DeferredLight_SpotAngles;
    float DeferredLight_SoftSourceRadius;
    uint DeferredLight_ShadowMapChannelMask;
    row_major float4x4 DeferredLight_WorldToShadow;
};

DEFINE_GBUFFER_TEXTURE(0);
DEFINE_GBUFFER_TEXTURE(1);
DEFINE_GBUFFER_TEXTURE(2);
Texture2D<float> SceneDepthTexture : register(t3);
Texture2D<float> ShadowDepthTexture : register(t4);
TextureCubeArray<float4> ReflectionCubemaps : register(t5);
SamplerState PointClampSampler : register(s0);
SamplerState LinearClampSampler : register(s1);
SamplerComparisonState ShadowDepthSampler : register(s2);

static const float PI = 3.1415926535897932f;
static const uint kShadingModelMask = 0xF;
static const float2 kPcfOffsets[PCF_TAPS] = { float2(-0.5, -0.5), float2(0.5, -0.5), float2(-0.5, 0.5), float2(0.5, 0.5) };

namespace Math
{
    template<typename T> T Square(T x) { return x * x; }
    template<typename T> T Pow5(T x) { T x2 = x * x; return x2 * x2 * x; }
    float Luminance(float3 c) { return dot(c, float3(0.3, 0.59, 0.11)); }
}

struct FGBufferData
{
    float3 WorldNormal;
    float3 BaseColor;
    float Metallic;
    float Specular;
    float Roughness;
    uint ShadingModelID;
    uint SelectiveOutputMask;
    float CustomData;
    float Depth;

    float3 DiffuseColor() { return BaseColor - BaseColor * Metallic; }
    float3 SpecularColor() { return lerp(0.08 * Specular.xxx, BaseColor, Metallic); }
    bool HasShadingModel(uint id) { return (ShadingModelID & kShadingModelMask) == id; }
};

float3 OctahedronToUnitVector(float2 Oct)
{
    float3 N = float3(Oct, 1 - dot(1, abs(Oct)));
    float t = max(-N.z, 0);
    N.xy += select(N.xy >= 0, -t.xx, t.xx);
    return normalize(N);
}

float ConvertFromDeviceZ(float DeviceZ)
{
    return DeviceZ * View.InvDeviceZToWorldZTransform[0] + View.InvDeviceZToWorldZTransform[1] +
           1.0f / (DeviceZ * View.InvDeviceZToWorldZTransform[2] - View.InvDeviceZToWorldZTransform[3]);
}

uint DecodeShadingModelId(float InPackedChannel) { return ((uint)round(InPackedChannel * (float)0xFF)) & kShadingModelMask; }
uint DecodeSelectiveOutputMask(float InPackedChannel) { return ((uint)round(InPackedChannel * (float)0xFF)) & ~kShadingModelMask; }

FGBufferData DecodeGBufferData(float4 InGBufferA, float4 InGBufferB, float4 InGBufferC, float SceneDepth)
{
    FGBufferData GBuffer = (FGBufferData)0;
    GBuffer.WorldNormal = OctahedronToUnitVector(InGBufferA.xy * 2 - 1);
    GBuffer.Metallic = InGBufferB.r;
    GBuffer.Specular = InGBufferB.g;
    GBuffer.Roughness = max(0.015625, InGBufferB.b);
    GBuffer.ShadingModelID = DecodeShadingModelId(InGBufferB.a);
    GBuffer.SelectiveOutputMask = DecodeSelectiveOutputMask(InGBufferB.a);
    GBuffer.BaseColor = InGBufferC.rgb;
    GBuffer.CustomData = InGBufferA.z;
    GBuffer.Depth = SceneDepth;
    uint packedAO = f32tof16(InGBufferC.a);
    GBuffer.CustomData *= f16tof32(packedAO);
    return GBuffer;
}

struct FDeferredLightData
{
    float3 Position;
    float InvRadius;
    float3 Color;
    float FalloffExponent;
    float3 Direction;
    float SourceRadius;
    float2 SpotAngles;
    bool bRadialLight;
    bool bSpotLight;

    static FDeferredLightData Load()
    {
        FDeferredLightData L;
        L.Position = DeferredLight_Position;
        L.InvRadius = DeferredLight_InvRadius;
        L.Color = DeferredLight_Color;
        L.FalloffExponent = DeferredLight_FalloffExponent;
        L.Direction = DeferredLight_Direction;
        L.SourceRadius = DeferredLight_SourceRadius;
        L.SpotAngles = DeferredLight_SpotAngles;
        L.bRadialLight = L.InvRadius > 0;
        L.bSpotLight = L.SpotAngles.x > -2.0;
        return L;
    }

    float Attenuation(float3 WorldPosition)
    {
        float3 ToLight = Position - WorldPosition;
        float DistSqr = dot(ToLight, ToLight);
        [flatten] if (!bRadialLight)
            return 1;
        float Falloff = Math::Square(saturate(1 - Math::Square(DistSqr * InvRadius * InvRadius)));
        if (bSpotLight) {
            float CosOuter = SpotAngles.x;
            Falloff *= Math::Square(saturate((dot(normalize(ToLight), -Direction) - CosOuter) * SpotAngles.y));
        }
        return Falloff / (DistSqr + 1);
    }
};

float ShadowPCF(float3 WorldPosition)
{
    float4 ShadowPos = mul(DeferredLight_WorldToShadow, float4(WorldPosition, 1));
    ShadowPos.xyz /= ShadowPos.w;
    uint2 Size;
    uint Levels;
    ShadowDepthTexture.GetDimensions(0, Size.x, Size.y, Levels);
    float2 Texel = 1.0 / float2(Size);
    float Sum = 0;
    [unroll]
    for (int i = 0; i < PCF_TAPS; i++)
        Sum += ShadowDepthTexture.SampleCmpLevelZero(ShadowDepthSampler, ShadowPos.xy + kPcfOffsets[i] * Texel, ShadowPos.z);
    float4 Gathered = ShadowDepthTexture.GatherRed(PointClampSampler, ShadowPos.xy, int2(1, 0));
    float Blocker = dot(select(Gathered < ShadowPos.z, (1.0).xxxx, (0.0).xxxx), 0.25);
    return lerp(Sum / PCF_TAPS, 1 - Blocker, 0.1);
}

float D_GGX(float a2, float NoH) { float d = (NoH * a2 - NoH) * NoH + 1; return a2 / (PI * d * d); }
float Vis_SmithJointApprox(float a2, float NoV, float NoL)
{
    float a = sqrt(a2);
    return 0.5 * rcp(NoL * (NoV * (1 - a) + a) + NoV * (NoL * (1 - a) + a));
}
float3 F_Schlick(float3 SpecularColor, float VoH)
{
    float Fc = Math::Pow5(1 - VoH);
    return saturate(50.0 * SpecularColor.g) * Fc + (1 - Fc) * SpecularColor;
}

float3 SurfaceShading(FGBufferData GBuffer, float3 L, float3 V, float3 N)
{
    float3 H = normalize(V + L);
    float NoL = saturate(dot(N, L));
    float NoV = saturate(abs(dot(N, V)) + 1e-5);
    float NoH = saturate(dot(N, H));
    float VoH = saturate(dot(V, H));
    float a2 = Math::Pow5(GBuffer.Roughness) / GBuffer.Roughness;
    float3 Diffuse = GBuffer.DiffuseColor() / PI;
    float3 Spec = D_GGX(a2, NoH) * Vis_SmithJointApprox(a2, NoV, NoL) * F_Schlick(GBuffer.SpecularColor(), VoH);
    if (GBuffer.HasShadingModel(SHADING_MODEL_SUBSURFACE))
        Diffuse += GBuffer.CustomData * saturate(-dot(N, L));
    return (Diffuse + Spec) * NoL;
}

void DeferredLightPixelMain(
    float4 SVPos : SV_POSITION,
    noperspective float4 ScreenPosition : TEXCOORD0,
    centroid float2 ScreenUV : TEXCOORD1,
    uint SampleIndex : SV_SampleIndex,
    out float4 OutColor : SV_Target0,
    out float OutDepth : SV_Depth,
    inout uint Coverage : SV_Coverage)
{
    int3 Pixel = int3(SVPos.xy, 0);
    float DeviceZ = SceneDepthTexture.Load(Pixel);
    [branch] if (DeviceZ == 0) {
        discard;
    }
    float SceneDepth = ConvertFromDeviceZ(DeviceZ);
    FGBufferData GBuffer = DecodeGBufferData(SceneTextures_GBuffer0.Load(Pixel), SceneTextures_GBuffer1[Pixel.xy],
                                             SceneTextures_GBuffer2.mips[0][Pixel.xy], SceneDepth);
    precise float4 HomogeneousWorld = mul(float4(ScreenPosition.xy / ScreenPosition.w * SceneDepth, SceneDepth, 1),
                                          View.ScreenToWorld);
    float3 WorldPosition = HomogeneousWorld.xyz / HomogeneousWorld.w;
    float3 V = normalize(View.WorldCameraOrigin - WorldPosition);
    FDeferredLightData Light = FDeferredLightData::Load();
    float3 L = Light.bRadialLight ? normalize(Light.Position - WorldPosition) : -Light.Direction;
    float Shadow = ShadowPCF(WorldPosition);
    float3 Radiance = Light.Color * Light.Attenuation(WorldPosition) * Shadow;
    float3 Lit = SurfaceShading(GBuffer, L, V, GBuffer.WorldNormal) * Radiance;
    float Roughness = GBuffer.Roughness;
    float3 R = reflect(-V, GBuffer.WorldNormal);
    float3 Env = ReflectionCubemaps.SampleLevel(LinearClampSampler, float4(R, 0), Roughness * 6).rgb;
    Lit += Env * GBuffer.SpecularColor() * (1 - Roughness);
    if (any(isnan(Lit)) || any(isinf(Lit)))
        Lit = 0;
    float EdgeWidth = fwidth(SceneDepth) + abs(ddx_fine(SceneDepth)) + abs(ddy_coarse(SceneDepth));
    OutColor = float4(Lit, Math::Luminance(Lit) * EdgeWidth);
    OutDepth = DeviceZ;
    Coverage &= (1u << SampleIndex) | (countbits(Coverage) > 2 ? 0xFu : firstbithigh(Coverage));
}
