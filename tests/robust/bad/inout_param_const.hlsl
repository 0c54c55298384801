// ARGS: -T cs_6_0 -E main
RWStructuredBuffer<float> buf : register(u0);
static const float k = 3.0;
void twice(inout float v) { v *= 2.0; }
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    twice(k);
    buf[id.x] = k;
}
