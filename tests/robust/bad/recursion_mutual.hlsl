// ARGS: -T cs_6_0 -E main
RWStructuredBuffer<float> buf : register(u0);
uint odd(uint n);
uint even(uint n) { return n == 0 ? 1 : odd(n - 1); }
uint odd(uint n) { return n == 0 ? 0 : even(n - 1); }
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    buf[id.x] = even(id.x);
}
