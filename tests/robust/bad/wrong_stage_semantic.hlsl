// ARGS: -T cs_6_0 -E main
RWStructuredBuffer<float> buf : register(u0);
[numthreads(8, 1, 1)]
void main(uint vid : SV_VertexID)
{
    buf[vid] = 1;
}
