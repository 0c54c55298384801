// ARGS: -T cs_6_0 -E main
// A function returning an element of a resource array at an index it
// computes, in a struct or by itself (kajiya's rt/gbuffer.rchit.hlsl:
// `res.tex = bindless_textures[NonUniformResourceIndex(idx)]; return res;`):
// the index comes back to the caller through a Private variable that the
// caller reads right after the call (before, the module used the callee's
// own id: invalid SPIR-V). Worked out by hand, with Sel = [2, 0, 1] and
// every element of bufs starting at 0:
//   a = pick(0, 3): bufs[2], scale 3; b = pick(1, 5): bufs[0], scale 5 (the
//     second call must not change what a holds): bufs[2][0] += 3,
//     bufs[0][0] += 5
//   direct(2) (a resource returned by itself, NonUniform): bufs[1][0] += 7
//   c = pick2(1) (two returns, one per branch): bufs[0], scale 2:
//     bufs[0][0] += 200; d = pick2(0): bufs[2], scale 1: bufs[2][0] += 1000
//   Out[0] = pick(2, 0).buf[0] (the call as the root of the access): bufs[1][0]
// So bufs = [205], [7], [1003] and Out = [7].
// WGSL-ERROR: OSH5202
// DISPATCH: 1 1 1
// BUFFER: binding=0 index=0 type=u32 count=1 init="[0]" expect="[205]"
// BUFFER: binding=0 index=1 type=u32 count=1 init="[0]" expect="[7]"
// BUFFER: binding=0 index=2 type=u32 count=1 init="[0]" expect="[1003]"
// BUFFER: binding=1 type=u32 name=Sel init="[2, 0, 1]"
// BUFFER: binding=2 type=u32 count=1 expect="[7]"
RWStructuredBuffer<uint> bufs[3] : register(u0);
RWStructuredBuffer<uint> Sel : register(u1);
RWStructuredBuffer<uint> Out : register(u2);

struct Pick {
    RWStructuredBuffer<uint> buf;
    uint scale;
};

Pick pick(uint k, uint scale)
{
    Pick p;
    p.buf = bufs[Sel[k]];
    p.scale = scale;
    return p;
}

RWStructuredBuffer<uint> direct(uint k) { return bufs[NonUniformResourceIndex(Sel[k])]; }

Pick pick2(uint k)
{
    if (k == 0) {
        Pick p;
        p.buf = bufs[Sel[0]];
        p.scale = 1;
        return p;
    }
    Pick q;
    q.buf = bufs[Sel[k]];
    q.scale = 2;
    return q;
}

[numthreads(1, 1, 1)]
void main()
{
    Pick a = pick(0, 3);
    Pick b = pick(1, 5);
    a.buf[0] += a.scale;
    b.buf[0] += b.scale;
    direct(2)[0] += 7;
    Pick c = pick2(1);
    c.buf[0] += 100 * c.scale;
    Pick d = pick2(0);
    d.buf[0] += 1000 * d.scale;
    Out[0] = pick(2, 0).buf[0];
}
