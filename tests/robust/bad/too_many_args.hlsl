// ARGS: -T cs_6_0 -E main
RWStructuredBuffer<float> buf : register(u0);
float sq(float x) { return x * x; }
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    buf[id.x] = sq(1, 2);
}
