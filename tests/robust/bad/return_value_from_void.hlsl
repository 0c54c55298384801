// ARGS: -T cs_6_0 -E main
RWStructuredBuffer<float> buf : register(u0);
void store(uint i) { buf[i] = 1; return 1; }
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    store(id.x);
}
