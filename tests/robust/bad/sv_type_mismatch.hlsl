// ARGS: -T cs_6_0 -E main
RWStructuredBuffer<float> buf : register(u0);
[numthreads(8, 1, 1)]
void main(float3 id : SV_DispatchThreadID)
{
    buf[(uint)id.x] = 1;
}
