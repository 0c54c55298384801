// ARGS: -T cs_6_0 -E main
RWStructuredBuffer<float> buf : register(u0);
float f(int a, float b) { return a; }
float f(float a, int b) { return b; }
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    buf[id.x] = f(1, 1);
}
