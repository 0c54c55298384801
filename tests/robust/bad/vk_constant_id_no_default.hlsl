// ARGS: -T cs_6_0 -E main
[[vk::constant_id(0)]] int size;
RWStructuredBuffer<int> buf : register(u0);
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) { buf[id.x] = size; }
