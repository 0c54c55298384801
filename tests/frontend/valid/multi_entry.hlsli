// DirectX-Graphics-Samples style: vertex and pixel entry points side by
// side, compiled once per entry (multi_entry_vs.hlsl, multi_entry_ps.hlsl).
// Each stage's rules apply only to what its entry point reaches: discard,
// derivatives and SV_IsFrontFace live in pixel-only code.
struct PSInput
{
    float4 position : SV_POSITION;
    float2 uv : TEXCOORD0;
    float3 normal : NORMAL;
    nointerpolation uint instance : INSTANCE;
};

struct Instance { float4x4 world; float4 tint; };

cbuffer SceneConstantBuffer : register(b0)
{
    float4x4 viewProj;
    float4 lightDir;
    float alphaRef;
};

StructuredBuffer<Instance> instances : register(t0);
Texture2D g_texture : register(t1);
Texture2D g_detail : register(t2);
SamplerState g_sampler : register(s0);

float3 ApplyDetail(float3 color, float2 uv)
{
    // Implicit-derivative sampling and ddx/ddy: pixel-only in practice.
    float2 dx = ddx(uv), dy = ddy(uv);
    return color * g_detail.SampleGrad(g_sampler, uv * 8, dx * 8, dy * 8).rgb * 2;
}

void AlphaTest(float alpha)
{
    if (alpha < alphaRef)
        discard;
}

PSInput VSMain(float4 position : SV_Position, float4 uv : TEXCOORD, float3 normal : NORMAL,
               uint instanceId : SV_InstanceID, uint vertexId : SV_VertexID)
{
    PSInput result;
    Instance inst = instances[instanceId];
    result.position = mul(mul(position, inst.world), viewProj);
    result.uv = vertexId == 0 ? uv.xy : uv.zw;
    result.normal = mul(normal, (float3x3)inst.world);
    result.instance = instanceId;
    return result;
}

float4 PSMain(PSInput input, bool frontFace : SV_IsFrontFace) : SV_TARGET
{
    float4 color = g_texture.Sample(g_sampler, input.uv) * instances[input.instance].tint;
    AlphaTest(color.a);
    float3 n = normalize(input.normal) * (frontFace ? 1 : -1);
    color.rgb = ApplyDetail(color.rgb, input.uv) * saturate(dot(n, -lightDir.xyz));
    return color;
}
