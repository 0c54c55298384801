// ARGS: -T cs_6_0 -E main
RWStructuredBuffer<float> buf : register(u0);
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float2 c = float2(1, 0);
    float2 r = c ? float2(1, 1) : float2(0, 0);
    buf[id.x] = r.x;
}
