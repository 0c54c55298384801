// ARGS: -T cs_6_0 -E main -WX
RWStructuredBuffer<float> buf : register(u0);
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    int x = 4 / 0;
    buf[id.x] = x;
}
