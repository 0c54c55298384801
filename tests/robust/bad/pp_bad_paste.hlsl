// ARGS: -T cs_6_0 -E main
#define FIELD(s, n) s.##n
struct S { float a; };
RWStructuredBuffer<float> buf : register(u0);
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    S s = (S)0;
    buf[id.x] = FIELD(s, a);
}
