// ARGS: -T cs_6_0 -E main
RWStructuredBuffer<float> buf : register(u0);
[numthreads(8, 1, 1)]
void main(float4 v : TEXCOORD0)
{
    buf[0] = v.x;
}
