// ARGS: -T cs_6_2 -E main -wgsl -enable-16bit-types
RWStructuredBuffer<uint> buf : register(u0);
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint16_t lo = (uint16_t)id.x;
    buf[id.x] = lo * 3;
}
