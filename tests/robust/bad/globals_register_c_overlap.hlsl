// ARGS: -T cs_6_0 -E main
// Two globals whose register(c) ranges overlap in $Globals (DXC: "found
// offset overlap"), reported once each, with no follow-on layout errors.
float4 arr[2] : register(c3);
float x : register(c4);
RWStructuredBuffer<float> buf : register(u0);
[numthreads(1, 1, 1)]
void main() { buf[0] = arr[1].x + x; }
