// ARGS: -T ps_6_0 -E MainPS
#define FEATURE_LEVEL 5
#define USE_FOG 1
#ifndef NUM_LIGHTS
#define NUM_LIGHTS 4
#endif

struct FViewUniforms
{
    float4x4 TranslatedWorldToClip;
    float4x4 ClipToView;
    float3 WorldCameraOrigin;
    float  PreExposure;
    float4 ViewSizeAndInvSize;
    float4 BufferSizeAndInvSize;
    uint   FrameNumber;
    uint   StateFrameIndexMod8;
    float2 Padding;
};

cbuffer View : register(b0)
{
    FViewUniforms View;
};

cbuffer Material : register(b1, space1)
{
    float4x4 LocalToWorld;
    float3x3 NormalMatrix;
    float4 BaseColor;
    float Roughness;
    float Metallic;
};

static const float3 kSampleOffsets[4] = { float3(0, 0, 1), float3(1, 0, 0), {0, 1, 0}, float3(-1, 0, 0) };
static const float kWeights[] = { 0.25, 0.25, 0.25, 0.25 };
static const int2 kOffsets[2][2] = { { int2(0,0), int2(1,0) }, { int2(0,1), int2(1,1) } };

Texture2D<float4> SceneColorTexture : register(t0);
Texture2D SceneDepthTexture : register(t1);
Texture2DArray<float> ShadowMaps : register(t2);
TextureCube<float4> EnvMap : register(t3);
SamplerState SceneColorSampler : register(s0);
SamplerComparisonState ShadowSampler : register(s1);

struct FGBufferData
{
    float3 WorldNormal;
    float3 DiffuseColor;
    float3 SpecularColor;
    float  Roughness;
    uint   ShadingModelID;
    float4 CustomData;
};

struct FLight
{
    float3 Position;
    float Radius;
    float3 Color;
    uint Flags;
};

struct FInterp
{
    float4 Position : SV_Position;
    float2 UV : TEXCOORD0;
    float3 WorldPos : TEXCOORD1;
    nointerpolation uint PrimId : TEXCOORD2;
    centroid float3 Normal : NORMAL;
};

struct FOut
{
    float4 Color : SV_Target0;
    float4 Normal : SV_Target1;
    float4 Extra : SV_Target2;
    float4 Velocity : SV_Target3;
};

float Square(float x) { return x * x; }
float2 Square(float2 x) { return x * x; }
float3 Square(float3 x) { return x * x; }
float4 Square(float4 x) { return x * x; }

float Pow5(float x)
{
    float x2 = x * x;
    return x2 * x2 * x;
}

float3 F_Schlick(float3 SpecularColor, float VoH)
{
    float Fc = Pow5(1 - VoH);
    return saturate(50.0 * SpecularColor.g) * Fc + (1 - Fc) * SpecularColor;
}

void InitGBuffer(out FGBufferData GBuffer, float3 N, const float3 Base)
{
    GBuffer = (FGBufferData)0;
    GBuffer.WorldNormal = normalize(N);
    GBuffer.DiffuseColor = Base - Base * Metallic;
    GBuffer.SpecularColor = lerp((0.04).xxx, Base, Metallic);
    GBuffer.Roughness = max(Roughness, 0.02);
}

float ShadowPCF(float3 uvz, uint cascade, uniform float bias = 0.001)
{
    float s = 0;
    [unroll]
    for (uint i = 0; i < 4; ++i)
        s += ShadowMaps.SampleCmpLevelZero(ShadowSampler, float3(uvz.xy + kSampleOffsets[i].xy * 0.001, cascade), uvz.z - bias) * kWeights[i];
    return s;
}

float3 ApplyFog(float3 c, float d)
{
#if USE_FOG
    return lerp(c, float3(0.5, 0.6, 0.7), saturate(d * 0.01));
#else
    return c;
#endif
}

FOut MainPS(FInterp In, bool bFront : SV_IsFrontFace)
{
    FOut Out;
    float4 Scene = SceneColorTexture.SampleLevel(SceneColorSampler, In.UV, 0);
    float Depth = SceneDepthTexture.Sample(SceneColorSampler, In.UV).r;
    float4 Clip = mul(float4(In.WorldPos, 1), View.TranslatedWorldToClip);
    float3 N = mul(In.Normal, NormalMatrix);
    float3x3 M3 = (float3x3)LocalToWorld;
    float3x3 M3b = float3x3((float3x3)LocalToWorld);
    float3 Tangent = LocalToWorld[0].xyz;
    N = mul(transpose(M3), N) + M3b[1];
    N = bFront ? N : -N;
    FGBufferData GB;
    InitGBuffer(GB, N, BaseColor.rgb);
    float3 Lit = 0;
    for (int i = 0; i < NUM_LIGHTS; i++)
    {
        float3 L = normalize(float3(i, 1, 0) - In.WorldPos);
        float NoL = saturate(dot(GB.WorldNormal, L));
        Lit += GB.DiffuseColor * NoL + F_Schlick(GB.SpecularColor, NoL);
    }
    float Shadow = ShadowPCF(float3(In.UV, Depth), 0);
    uint2 Size;
    SceneColorTexture.GetDimensions(Size.x, Size.y);
    uint W, H, Levels;
    SceneColorTexture.GetDimensions(0, W, H, Levels);
    float4 Env = EnvMap.SampleLevel(SceneColorSampler, N, 2.0);
    float4 G = SceneDepthTexture.GatherRed(SceneColorSampler, In.UV);
    float4 Mip = SceneColorTexture.mips[0][uint2(In.Position.xy)];
    float4 Ld = SceneColorTexture.Load(int3(In.Position.xy, 0));
    bool3 Cmp = Lit < float3(0.5, 0.5, 0.5);
    if (any(Lit < 0.0) || all(Cmp))
        Lit = max(Lit, 0);
    float3 Col = ApplyFog(Lit * Shadow + Env.rgb * 0.1, length(In.WorldPos - View.WorldCameraOrigin));
    Col = Col * View.PreExposure + (Square(G.x) + dot(Square(Mip.xy), 1) + Ld.w) * 0;
    float2 Sq2 = Square(In.UV);
    float Half = Depth > 0.5 ? 1.0 : 0.0;
    float3 Sel = Depth > 0.5 ? Col : float3(0, 0, 0);
    Out.Color = float4(Col, 1);
    Out.Normal = float4(N * 0.5 + 0.5, Half);
    Out.Extra = float4(Sq2, Sel.xy);
    Out.Velocity = float4(Clip.xy / Clip.w, Tangent.xy + kOffsets[1][0]);
    if (Out.Color.a < 0.01)
        discard;
    return Out;
}
