// ARGS: -T cs_6_6 -E main
// TARGETS: spirv
// SPIRV-ERROR: OSH0572
// numthreads(6, 1, 1) makes no derivative group (x is not a multiple of 4
// with y = z = 1, and y is odd): ddx has no quads to work on, refused.
// (Sample there falls back to level 0, as in a vertex shader.)
RWStructuredBuffer<float> o : register(u0);

[numthreads(6, 1, 1)]
void main(uint n : SV_GroupIndex)
{
    o[n] = ddx(float(n));
}
