// ARGS: -T cs_6_0 -E main
struct Light { float3 dir; float intensity; };
RWStructuredBuffer<float> buf : register(u0);
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float light = buf[id.x];
    buf[id.x] = light.intensity;
}
