// ARGS: -T cs_6_0 -E main
// A struct's resource member that nothing assigns, read only in a branch
// that the struct's own flag rules out once the calls are inlined (kajiya's
// rtdgi/occlusion_raymarch.hlsl: `if (use_halfres_depth) ... else
// fullres_depth_tex[px]` with only the half-resolution texture set). DXC's
// legalization removes the read; here lowering gives it a stand-in that the
// optimizer must remove (at -O0 too), and a read that survives is OSH0505
// (robust/bad/unassigned_resource_read.hlsl). Thread i reads A[i] = 10 + i
// through r.read(i) and writes twice that: Out[i] = 20 + 2 i.
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=u32 count=4 init=10+i
// BUFFER: binding=1 type=u32 count=4 expect="20 + 2 * i"
StructuredBuffer<uint> A : register(t0);
RWStructuredBuffer<uint> Out : register(u1);

struct Reader {
    bool use_a;
    StructuredBuffer<uint> a;
    StructuredBuffer<uint> b; // never assigned
    Reader with_a(StructuredBuffer<uint> t) { Reader r = this; r.use_a = true; r.a = t; return r; }
    uint read(uint i) {
        if (use_a)
            return a[i];
        return b[i];
    }
};

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Reader r;
    r.use_a = false;
    r = r.with_a(A);
    Out[id.x] = r.read(id.x) * 2;
}
