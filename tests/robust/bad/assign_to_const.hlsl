// ARGS: -T cs_6_0 -E main
RWStructuredBuffer<float> buf : register(u0);
static const float kScale = 2;
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    kScale = 3;
    buf[id.x] = kScale;
}
