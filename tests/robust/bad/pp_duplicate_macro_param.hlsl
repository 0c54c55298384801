// ARGS: -T cs_6_0 -E main
#define LERP(a, b, a) ((a) + ((b) - (a)) * 0.5)
RWStructuredBuffer<float> buf : register(u0);
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    buf[id.x] = 1;
}
