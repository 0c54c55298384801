// ARGS: -T cs_6_0 -E main
RWStructuredBuffer<float> buf : register(u0);
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float table[1 << 30];
    table[id.x] = 1;
    buf[id.x] = table[0];
}
