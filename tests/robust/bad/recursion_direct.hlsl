// ARGS: -T cs_6_0 -E main
RWStructuredBuffer<float> buf : register(u0);
uint fact(uint n) { return n <= 1 ? 1 : n * fact(n - 1); }
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    buf[id.x] = fact(id.x);
}
