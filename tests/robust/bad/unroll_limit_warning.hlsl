// ARGS: -T cs_6_0 -E main -WX
RWStructuredBuffer<float> buf : register(u0);
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float s = 0;
    [unroll]
    for (uint i = 0; i < 100000; i++)
        s += buf[i];
    buf[id.x] = s;
}
