// ARGS: -T cs_6_0 -E main
struct Hit { float t; uint id; };
RWStructuredBuffer<float> buf : register(u0);
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Hit h = (Hit)0;
    float t = id.x > 4 ? h : 1.0;
    buf[id.x] = t;
}
