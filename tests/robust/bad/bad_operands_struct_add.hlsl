// ARGS: -T cs_6_0 -E main
struct S { float a; };
RWStructuredBuffer<float> buf : register(u0);
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    S x = (S)0, y = (S)0;
    S z = x + y;
    buf[id.x] = z.a;
}
