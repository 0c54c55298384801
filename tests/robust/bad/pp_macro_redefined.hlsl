// ARGS: -T cs_6_0 -E main -WX
#define GROUP_SIZE 64
#define GROUP_SIZE 128
RWStructuredBuffer<float> buf : register(u0);
[numthreads(GROUP_SIZE, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    buf[id.x] = 1;
}
