// ARGS: -T cs_6_0 -E main
cbuffer Params : register(b0) { float scale; };
RWStructuredBuffer<float> buf : register(u0);
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    scale = 2;
    buf[id.x] = scale;
}
