// ARGS: -T cs_6_0 -E main -fvk-bind-register u0 0 7 3 -fvk-bind-register t2 1 0 2
// -fvk-bind-register xN space binding set: u0 (space 0) -> set 3 binding 7,
// t2 space1 -> set 2 binding 0.
// DISPATCH: 1 1 1
// BUFFER: set=2 binding=0 count=8 init="i * i"
// BUFFER: set=3 binding=7 count=8 expect="i * i + 1"
StructuredBuffer<uint> In : register(t2, space1);
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    Out[id.x] = In[id.x] + 1;
}
