// ARGS: -T cs_6_0 -E main
RWStructuredBuffer<float> buf : register(u0);
RWStructuredBuffer<uint> counters : register(u1);
groupshared float total;
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    InterlockedAdd(total, 1.0);
    buf[id.x] = total;
}
