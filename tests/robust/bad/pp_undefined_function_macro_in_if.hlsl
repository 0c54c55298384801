// ARGS: -T cs_6_0 -E main
#if VERSION_AT_LEAST(2, 1)
#define FAST 1
#endif
RWStructuredBuffer<float> buf : register(u0);
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    buf[id.x] = 1;
}
