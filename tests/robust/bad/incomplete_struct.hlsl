// ARGS: -T cs_6_0 -E main
struct Material;
RWStructuredBuffer<float> buf : register(u0);
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Material m;
    buf[id.x] = 1;
}
