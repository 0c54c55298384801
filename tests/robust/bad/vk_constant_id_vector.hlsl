// ARGS: -T cs_6_0 -E main
[[vk::constant_id(3)]] const float3 tint = float3(1, 1, 1);
RWStructuredBuffer<float3> buf : register(u0);
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    buf[id.x] = tint;
}
