// ARGS: -T cs_6_0 -E main
// A resource member nothing assigned, read on a path the optimizer cannot
// rule out: refused after optimization (the dead-branch case compiles:
// corpus/compute/unassigned_resource_dead_branch_run.hlsl).
StructuredBuffer<uint> A : register(t0);
RWStructuredBuffer<uint> Out : register(u1);
struct Reader {
    StructuredBuffer<uint> a;
    StructuredBuffer<uint> b;
    uint read(uint i, bool use_a) { if (use_a) return a[i]; return b[i]; }
};
[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Reader r;
    r.a = A;
    Out[id.x] = r.read(id.x, id.x < 2);
}
