// ARGS: -T cs_6_0 -E main -wgsl
RWStructuredBuffer<float> buf : register(u0);
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    double d = buf[id.x];
    buf[id.x] = (float)(d * 2);
}
