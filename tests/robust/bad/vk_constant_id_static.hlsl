// ARGS: -T cs_6_0 -E main
[[vk::constant_id(0)]] static const uint n = 1;
[[vk::constant_id(1)]] const double d = 2.0;
RWStructuredBuffer<uint> buf : register(u0);
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) { buf[id.x] = n + (uint)d; }
