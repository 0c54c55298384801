// ARGS: -T cs_6_0 -E main -wgsl
RWStructuredBuffer<float> buf : register(u0);
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    int2x2 m = int2x2(id.x, 2, 3, 4);
    int2 r = mul(m, int2(id.x, 1));
    buf[id.x] = r.x;
}
