// ARGS: -T cs_6_0 -E main
// `vk::` with no attribute name after it: one error, no nameless attribute
// reaching the attribute checks (it crashed; found by the frontend fuzzer).
[[vk::(1)]] RWStructuredBuffer<float> buf : register(u0);
[numthreads(1, 1, 1)]
void main() { buf[0] = 1; }
