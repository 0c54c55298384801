// ARGS: -T cs_6_0 -E main
Texture2D<float4> tex : register(t0);
RWStructuredBuffer<float> buf : register(u0);
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float4 c = tex;
    buf[id.x] = c.x;
}
