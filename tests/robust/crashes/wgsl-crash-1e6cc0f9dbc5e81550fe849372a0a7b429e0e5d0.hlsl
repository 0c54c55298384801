// ARGS: -T ps_6_0 -E main
#pragma pack_matrix(row_major)


static const float PI = 3.14159265f;
static const uint kMaxLights = 8;

struct Light
{
    float3 position;
    float  range;
    float3 color;
    float  intensity;
};

cbuffer FrameCB : register(b0, space0)
{
    float4x4 viewProj;
    float3   cameraPos : packoffset(c4);
    uint     lightCount : packoffset(c4.w);
    Light    lights[kMaxLights];
};

Texture2D<float4> gAlbedo : register(t0);
Texture2D         gNormal : register(t1);
SamplerState      gSampler : register(s0);

struct PSIn
{
    float4 pos : SV_Position;
    float3 worldPos : TEXCOORD0;
    float3 normal : NORMAL;
    float2 uv : TEXCOORD1;
    nointerpolation uint material : MATERIAL;
};

float D_GGX(float NoH, float roughness)
{
    float a = roughness * roughness;
    float a2 = a * a;
    float d = (NoH * a2 - NoH) * NoH + 1;
    return a2 / (PI * d * d);
}

float3 shade(Light l, float3 P, float3 N, float3 albedo, inout float3 spec)
{
    float3 L = l.position - P;
    float dist = length(L);
    L /= dist;
    float atten = saturate(1.0 - dist / l.range);
    float NoL = max(dot(N, L), 0);
    float3 H = normalize(L + normalize(cameraPos - P));
    spec += D_GGX(saturate(dot(N, H)), 0.5) * l.color * atten;
    return albedo * l.color * (NoL * atten * l.intensity);
}

float4 main(PSIn input) : SV_Target0
{
    float4 albedo = gAlbedo.Sample(gSampler, input.uv);
    float3 N = normalize(input.normal * 2 - 1);
    float3 color = 0;
    float3 spec = float3(0, 0, 0);
    [unroll(8)]
    for (uint i = 0; i < lightCount && i < kMaxLights; ++i)
    {
        color += shade(lights[i], input.worldPos, N, albedo.rgb, spec);
    }
    if (albedo.a < 0.5)
        discard;
    int m = input.material;
    switch (m)
    {
    case 0: color *= 0.5; break;
    case 1:
    case 2: color.r = 1; break;
    default: break;
    }
    float4x4 ident = { 1,0,0,0, 0,1,0,0, 0,0,1,0, 0,0,0,1 };
    float4 v = { color.xy, spec.z, 1.0 };
    v = mul(v, ident);
    ident._m00 = ident._m11 + ident._22;
    return float4(color + spec, albedo.a) * v.w;
}
