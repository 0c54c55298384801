// ARGS: -T cs_6_0 -E main
struct S { float a; float b; };
RWStructuredBuffer<float> buf : register(u0);
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    S s = (S)0;
    float f = s;
    buf[id.x] = f;
}
