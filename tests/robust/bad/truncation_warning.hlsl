// ARGS: -T cs_6_0 -E main -WX
RWStructuredBuffer<float> buf : register(u0);
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float4 v = float4(1, 2, 3, 4);
    float2 t = v;
    buf[id.x] = t.x;
}
