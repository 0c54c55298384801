// ARGS: -T cs_6_0 -E main
RWStructuredBuffer<float> buf : register(u0);
StructuredBuffer<float> src : register(t0);
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    src[id.x] = 1.0;
}
