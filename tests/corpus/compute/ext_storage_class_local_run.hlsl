// ARGS: -T cs_6_0 -E main
// TARGETS: spirv
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=u32 count=4 expect=[100, 110, 120, 130]
// [[vk::ext_storage_class(n)]] on a local makes it a variable of the module
// in that class, set where the local is declared (DXC): shared_v in
// Workgroup memory is one variable for the group, so the 100 thread 0
// writes is what every thread reads after the barrier; priv in Private
// memory is each invocation's own, id.x * 10. out[i] = 100 + 10 * i.
// A class a local cannot have in Vulkan is OSH0483
// (robust/bad/ext_storage_class_local_bad).
RWStructuredBuffer<uint> o;

[numthreads(4, 1, 1)]
void main(uint3 id : SV_GroupThreadID)
{
    [[vk::ext_storage_class(/* Workgroup */ 4)]] uint shared_v;
    [[vk::ext_storage_class(/* Private */ 6)]] uint priv = id.x * 10;
    if (id.x == 0)
        shared_v = 100;
    GroupMemoryBarrierWithGroupSync();
    o[id.x] = shared_v + priv;
}
