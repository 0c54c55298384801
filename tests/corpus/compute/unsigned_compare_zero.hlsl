// ARGS: -T cs_6_0 -E main
// An unsigned value compared with 0 is known: x < 0 and 0 > x are false,
// x >= 0 and 0 <= x true, whatever x is (the optimizer folds them, as
// DXC's -O3 does: capability.trimmed.o3.hlsl's dead MinLod sample goes).
// Out[i] = (x < 0 ? 1 : 2) + (x >= 0 ? 10 : 20) + (0 > x ? 100 : 200)
//          + (0 <= x ? 1000 : 2000) = 2 + 10 + 200 + 1000 = 1212 for every x
// In is then never read (at -O3): it leaves the module and the reflection,
// whose layout the run builds, so the run leaves it unbound (-O0 binds it).
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=u32 init="[0, 1, 4294967295, 7]"
// BUFFER: binding=1 type=u32 count=4 expect="1212"
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Out : register(u1);

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint x = In[id.x];
    Out[id.x] = (x < 0u ? 1 : 2) + (x >= 0u ? 10 : 20) + (0u > x ? 100 : 200) + (0u <= x ? 1000 : 2000);
}
