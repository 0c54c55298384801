// ARGS: -T cs_6_0 -E main
RWStructuredBuffer<float> buf : register(u0);
void main(uint3 id : SV_DispatchThreadID)
{
    buf[id.x] = 1;
}
