// ARGS: -T cs_6_0 -E main -HV 202x
RWStructuredBuffer<float> buf : register(u0);
[numthreads(1, 1, 1)]
void main()
{
    auto a;
    buf[0] = 1;
}
