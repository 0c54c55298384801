// ARGS: -T cs_6_0 -E main
// WaveActiveAllEqual of a vector is per component (a bool4), as in DXIL:
// OpGroupNonUniformAllEqual takes a scalar, so each component is one
// instruction (the vector form was invalid SPIR-V that spirv-val accepts, and
// `all(...)` in WGSL). Subgroup size 8 (lavapipe): t / 8 is the same in a
// wave, t and t / 4 are not; so per thread (1, 1, 0, 0) and, for the scalar
// t / 8, 1.
// DISPATCH: 1 1 1
// BUFFER: binding=0 count=160 expect="[[1, 1, 0, 0, 1][k] for t in range(32) for k in range(5)]"
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(32, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint t = id.x;
    bool4 eq = WaveActiveAllEqual(uint4(7, t / 8, t, t / 4));
    [unroll] for (uint k = 0; k < 4; k++)
        Out[t * 5 + k] = eq[k] ? 1 : 0;
    Out[t * 5 + 4] = WaveActiveAllEqual(t / 8) ? 1 : 0;
}
