// ARGS: -T cs_6_0 -E main
static uint slot = 2;
[[vk::binding(slot, 0)]] RWStructuredBuffer<float> buf;
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    buf[id.x] = 1;
}
