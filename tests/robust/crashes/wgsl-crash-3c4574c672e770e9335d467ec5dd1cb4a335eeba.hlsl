// ARGS: -T cs_6_0 -E main
RWStructuredBuffer<float> buf : register(u0);
float f(static float x) { return x; }
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    buf[id.x] = f(1);
}
