// ARGS: -T cs_6_0 -E main -wgsl
RWStructuredBuffer<float> buf : register(u0);
uint f(uint n) { return n == 0 ? 0 : f(n - 1); }
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    buf[id.x] = f(id.x);
}
