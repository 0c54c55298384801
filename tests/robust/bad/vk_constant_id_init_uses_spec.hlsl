// ARGS: -T cs_6_0 -E main
[[vk::constant_id(0)]] const int a = 4;
[[vk::constant_id(1)]] const int b = 1 + a;
[[vk::constant_id(2)]] const int c = -(2 * 3);
RWStructuredBuffer<int> buf : register(u0);
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) { buf[id.x] = a + b + c; }
