// ARGS: -T cs_6_0 -E main
RWStructuredBuffer<float> buf : register(u0);
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float2x2 m = float2x2(1, 2, 3, 4);
    buf[id.x] = m._m33;
}
