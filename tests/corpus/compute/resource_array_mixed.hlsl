// ARGS: -T cs_6_0 -E main
// Resource arrays: constant and dynamic indices, NonUniformResourceIndex,
// a resource passed to a function, a resource held in a local.
// TARGETS: spirv
RWStructuredBuffer<uint> bufs[3] : register(u0);
RWStructuredBuffer<uint> o : register(u4);
uint read(RWStructuredBuffer<uint> b, uint i) { return b[i]; }
[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    RWStructuredBuffer<uint> local = bufs[1];
    o[id.x] = bufs[0][id.x] + bufs[id.x % 3][0] + bufs[NonUniformResourceIndex(id.x % 3)][1] +
              read(bufs[2], id.x) + local[id.x];
}
