// ARGS: -T cs_6_0 -E main
// The names HLSL declares without a header (RAY_FLAG_*, HIT_KIND_*,
// COMMITTED_*, CANDIDATE_*, RayDesc) are declared on their first lookup,
// which here happens inside a function, after a struct whose member function
// reads a field of the same name as one of them, and beside a local that
// shadows one. Values as DXC's.
// DISPATCH: 1 1 1
// BUFFER: binding=0 count=8 expect="[7, 256, 255, 9, 2, 4, 1, 33][i]"
RWStructuredBuffer<uint> Out : register(u0);

struct S {
    uint RAY_FLAG_SKIP_TRIANGLES;                /* a field, named like a constant */
    uint get() { return RAY_FLAG_SKIP_TRIANGLES; } /* the field's 7, not 0x100 */
};

[numthreads(1, 1, 1)]
void main() {
    S s;
    s.RAY_FLAG_SKIP_TRIANGLES = 7;
    Out[0] = s.get();
    Out[1] = RAY_FLAG_SKIP_TRIANGLES;
    Out[2] = HIT_KIND_TRIANGLE_BACK_FACE;
    {
        uint RAY_FLAG_NONE = 9;
        Out[3] = RAY_FLAG_NONE;
    }
    Out[4] = RAY_FLAG_NONE + COMMITTED_PROCEDURAL_PRIMITIVE_HIT;
    RayDesc r;
    r.TMin = 1.5;
    r.TMax = 2.5;
    Out[5] = (uint)(r.TMin + r.TMax);
    Out[6] = CANDIDATE_PROCEDURAL_PRIMITIVE;
    Out[7] = RAY_FLAG_CULL_FRONT_FACING_TRIANGLES | RAY_FLAG_FORCE_OPAQUE;
}
