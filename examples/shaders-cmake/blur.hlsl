#include "common.hlsli"
RWStructuredBuffer<float4> data : register(u0);
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) { data[id.x] = tint_of(data[id.x]); }
