// ARGS: -T cs_6_0 -E main
// register(xN, spaceM) without attributes is set M, binding N:
// t1 space1 -> (1, 1); u3 space2 -> (2, 3); b0 space3 -> (3, 0); u2 (space0)
// -> (0, 2). Out[i] = In[i] + k; Flag[0] = 1.
// DISPATCH: 1 1 1
// BUFFER: set=1 binding=1 count=8 init="10 * i"
// BUFFER: set=2 binding=3 count=8 expect="10 * i + 7"
// BUFFER: set=3 binding=0 kind=uniform init="[7, 0, 0, 0]"
// BUFFER: set=0 binding=2 count=1 expect=1
StructuredBuffer<uint> In : register(t1, space1);
RWStructuredBuffer<uint> Out : register(u3, space2);
cbuffer K : register(b0, space3) { uint k; };
RWStructuredBuffer<uint> Flag : register(u2);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    Out[id.x] = In[id.x] + k;
    if (id.x == 0)
        Flag[0] = 1;
}
