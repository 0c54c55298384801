// ARGS: -T cs_6_0 -E main
RWStructuredBuffer<float> buf : register(u0);
void get(out float v) { v = 1.0; }
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    get(2.0);
    buf[id.x] = 0;
}
