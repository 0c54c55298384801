// ARGS: -T cs_6_0 -E main
#define MAD(a, b, c) ((a) * (b) + (c))
RWStructuredBuffer<float> buf : register(u0);
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    buf[id.x] = MAD(1, 2);
}
