// ARGS: -T cs_6_0 -E main
// A specialization constant as the workgroup size: [numthreads(kGroup, 1, 1)]
// with kGroup 1 by default and 16 from the pipeline (SPIR-V LocalSizeId /
// WGSL @workgroup_size(override)). 4 groups of 16 fill 64 elements; with the
// default the run would fill only 4.
// DISPATCH: 4 1 1
// SPEC: id=7 type=u32 value=16
// BUFFER: binding=0 count=64 expect="i + 1"
[[vk::constant_id(7)]] const uint kGroup = 1;

RWStructuredBuffer<uint> Out : register(u0);

[numthreads(kGroup, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    Out[id.x] = id.x + 1;
}
