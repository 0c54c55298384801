// ARGS: -T ps_6_0 -E main
// cbuffer/tbuffer with register and packoffset; ConstantBuffer<T> and
// TextureBuffer<T> (member access, whole-struct copy, arrays of them).
cbuffer PerFrame : register(b0)
{
    float4x4 viewProj : packoffset(c0);
    float3 eye : packoffset(c4);
    float time : packoffset(c4.w);
    float2 jitter : packoffset(c5.y);
};
cbuffer PerDraw : register(b1, space1)
{
    row_major float3x4 world;
    float4 colors[3];
    struct { float a; float b; } inlineStruct;
}
tbuffer Bones : register(t2)
{
    float4x4 bones[4];
};
struct Light { float3 dir; float intensity; };
ConstantBuffer<Light> light : register(b2);
ConstantBuffer<Light> lights[2] : register(b3);
TextureBuffer<Light> tlight : register(t3);
cbuffer NoRegister { float unregistered; };
float shade(Light l) { return l.intensity; }
float4 main(float4 pos : SV_Position) : SV_Target
{
    Light copy = light;
    Light fromT = tlight;
    float s = time + jitter.y + eye.z + viewProj[0][0] + world._m23 + colors[2].w + inlineStruct.b + bones[3][1].y;
    s += light.intensity + lights[1].dir.y + tlight.intensity + copy.dir.x + fromT.intensity;
    s += shade(light) + shade(lights[0]) + unregistered;
    return float4(s, light.dir);
}
