// ARGS: -T cs_6_0 -E main -fspv-flatten-resource-arrays
// -fspv-flatten-resource-arrays makes each element of In[3] and Acc[2] its
// own variable, so an index that is not a constant cannot pick one with an
// access chain: the statement runs once per element under ifs on the index
// (respick.c), as DXC's legalization turns such an access into a switch
// (vk.binding.flatten-arrays.var-index). It used to be OSH0505.
// Threads x = 0..5. In[k] holds 10^k * (i + 1) (bindings 0-2).
//   Out[x] = In[x % 3][x / 3]: x = 0..5 read In[0][0], In[1][0], In[2][0],
//            In[0][1], In[1][1], In[2][1] = 1, 10, 100, 2, 20, 200
//   Acc[x % 2][x] = x + 1 (Acc[0] gets the even x, Acc[1] the odd; the
//   other elements stay 0). IncrementCounter is not used: the counter
//   variables follow the same choice, and their use is checked by DXC's
//   own test (type.rwstructured-buffer.array.counter.flatten) compiling.
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=u32 count=2 init="i + 1"
// BUFFER: binding=1 type=u32 count=2 init="10 * (i + 1)"
// BUFFER: binding=2 type=u32 count=2 init="100 * (i + 1)"
// BUFFER: binding=3 type=u32 count=6 expect="[1, 10, 100, 2, 20, 200]"
// BUFFER: binding=4 type=u32 count=6 expect="i + 1 if i % 2 == 0 else 0"
// BUFFER: binding=5 type=u32 count=6 expect="i + 1 if i % 2 == 1 else 0"
StructuredBuffer<uint> In[3] : register(t0);
RWStructuredBuffer<uint> Out : register(u3);
RWStructuredBuffer<uint> Acc[2] : register(u4);

[numthreads(6, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint x = id.x;
    Out[x] = In[x % 3][x / 3];
    Acc[x % 2][x] = x + 1;
}
