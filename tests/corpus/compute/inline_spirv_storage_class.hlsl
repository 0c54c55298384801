// ARGS: -T cs_6_0 -E main
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=u32 count=4 expect="5 + i"
// [[vk::ext_storage_class(4)]] on a global: a Workgroup variable of its own
// (not a $Globals member), shared by the group as groupshared would be:
// thread 0 stores 5, every thread reads it after the barrier. WGSL declares
// it var<workgroup> like any Workgroup variable.
[[vk::ext_storage_class(/* Workgroup */ 4)]]
uint counter;
RWStructuredBuffer<uint> output : register(u0);

[numthreads(4, 1, 1)]
void main(uint t : SV_GroupIndex)
{
    if (t == 0)
        counter = 5;
    GroupMemoryBarrierWithGroupSync();
    output[t] = counter + t;
}
