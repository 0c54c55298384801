// ARGS: -T cs_6_0 -E main
RWStructuredBuffer<uint> buf : register(u0);
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    switch (id.x & 3) {
    case 0: buf[id.x] = 1; break;
    default: buf[id.x] = 2; break;
    case 1: buf[id.x] = 3; break;
    default: buf[id.x] = 4; break;
    }
}
