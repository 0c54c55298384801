// ARGS: -T cs_6_0 -E main
// Doubles every element of a buffer and adds one: data[i] = 2 * data[i] + 1.
RWStructuredBuffer<uint> data : register(u0);
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) { data[id.x] = data[id.x] * 2 + 1; }
