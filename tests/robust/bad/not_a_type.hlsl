// ARGS: -T cs_6_0 -E main
RWStructuredBuffer<float> buf : register(u0);
static float scale = 2;
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    scale x = 1;
    buf[id.x] = x;
}
