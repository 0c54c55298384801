// ARGS: -T cs_6_0 -E main -wgsl
RWStructuredBuffer<uint> buf : register(u0);
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint64_t big = id.x;
    buf[id.x] = (uint)(big << 33);
}
