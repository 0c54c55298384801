// ARGS: -T cs_6_0 -E main
ByteAddressBuffer raw : register(t0);
RWStructuredBuffer<float4> buf : register(u0);
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    buf[id.x] = raw.Load<Texture2D>(id.x * 16).Load(int3(0, 0, 0));
}
