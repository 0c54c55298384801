// ARGS: -T cs_6_0 -E main
// A resource array element picked at run time passed to a function (DXC's
// type.rwstructured-buffer.array.counter.indirect; bindless helpers that
// take a Texture2D): the function's instance takes the index as a
// parameter of its own (NonUniform where the argument was). Worked out by
// hand, with Sel = [2, 0, 2, 1] and every element of bufs starting at 0:
//   add(bufs[Sel[i]], i + 1) for i = 0..3: bufs[2][0] += 1 + 3 = 4,
//     bufs[0][0] += 2, bufs[1][0] += 4
//   twice(bufs[Sel[i]], 10) for i = 0..1 (a call passing its own resource
//     parameter on, with the index): bufs[2][0] += 20, bufs[0][0] += 20
//   bufs[NonUniformResourceIndex(Sel[3])] through add, 100: bufs[1][0] += 100
//   the counter of bufs[Sel[0]] (bufs[2]) incremented in count(): 0 -> 1
// So bufs[0][0] = 22, bufs[1][0] = 104, bufs[2][0] = 24, and Out = [the
// counter's old value 0, bufs[Sel[2]][0] = 24 read back through get()].
// WGSL-ERROR: OSH5202
// DISPATCH: 1 1 1
// BUFFER: binding=0 index=0 type=u32 count=1 init="[0]" expect="[22]"
// BUFFER: binding=0 index=1 type=u32 count=1 init="[0]" expect="[104]"
// BUFFER: binding=0 index=2 type=u32 count=1 init="[0]" expect="[24]"
// BUFFER: binding=1 index=0 type=i32 count=1 init="[0]" expect="[0]"
// BUFFER: binding=1 index=1 type=i32 count=1 init="[0]" expect="[0]"
// BUFFER: binding=1 index=2 type=i32 count=1 init="[0]" expect="[1]"
// BUFFER: binding=2 type=u32 name=Sel init="[2, 0, 2, 1]"
// BUFFER: binding=3 type=u32 count=2 expect="[0, 24]"
RWStructuredBuffer<uint> bufs[3] : register(u0);
RWStructuredBuffer<uint> Sel : register(u2);
RWStructuredBuffer<uint> Out : register(u3);

void add(RWStructuredBuffer<uint> b, uint v) { b[0] += v; }
void twice(RWStructuredBuffer<uint> b, uint v) { add(b, v); add(b, v); }
uint count(RWStructuredBuffer<uint> b) { return b.IncrementCounter(); }
uint get(RWStructuredBuffer<uint> b) { return b[0]; }

[numthreads(1, 1, 1)]
void main()
{
    for (uint i = 0; i < 4; i++)
        add(bufs[Sel[i]], i + 1);
    for (uint j = 0; j < 2; j++)
        twice(bufs[Sel[j]], 10);
    add(bufs[NonUniformResourceIndex(Sel[3])], 100);
    Out[0] = count(bufs[Sel[0]]);
    Out[1] = get(bufs[Sel[2]]);
}
