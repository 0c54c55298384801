// ARGS: -T cs_6_0 -E main -WX
RWStructuredBuffer<double> buf : register(u0);
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    double x = buf[id.x];
    buf[id.x] = sin(x);
}
