// ARGS: -T cs_6_0 -E main -HV 2021
RWStructuredBuffer<float> buf : register(u0);
template<typename T> T make() { return (T)0; }
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    buf[id.x] = make();
}
