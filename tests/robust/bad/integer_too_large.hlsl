// ARGS: -T cs_6_0 -E main
RWStructuredBuffer<uint> buf : register(u0);
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    buf[id.x] = (uint)(id.x * 123456789012345678901234567890);
}
