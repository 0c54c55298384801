// ARGS: -T cs_6_0 -E main
struct Packed { uint lo : 16; uint hi : 40; };
RWStructuredBuffer<Packed> buf : register(u0);
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    buf[id.x].lo = id.x;
}
