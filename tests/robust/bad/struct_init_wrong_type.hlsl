// ARGS: -T cs_6_0 -E main
RWStructuredBuffer<float> buf : register(u0);
Texture2D<float4> tex : register(t0);
struct S { float a; Texture2D<float4> t; };
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    S s = {1.0, 2.0};
    buf[id.x] = s.a;
}
