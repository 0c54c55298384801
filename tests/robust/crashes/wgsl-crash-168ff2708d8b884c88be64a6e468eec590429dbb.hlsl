// ARGS: -T cs_6_0 -E main
// data[i] = data[i] * 3 - 7 with uint wraparound: the first elements go
// below zero and the large ones overflow; expectations wrap mod 2^32.
// DISPATCH: 4 1 1
// BUFFER: binding=0 type=u32 count=256 name=a init=i*0x9E3779B9 expect=3*a[i]-7
RWStructuredBuffer<uint> data : register(u0);
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) { data[id.x] = data[id.x] * 3 - 7; }
