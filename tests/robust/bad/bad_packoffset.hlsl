// ARGS: -T cs_6_0 -E main
cbuffer Params : register(b0)
{
    float4 scale : packoffset(q0);
};
RWStructuredBuffer<float> buf : register(u0);
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    buf[id.x] = scale.x;
}
