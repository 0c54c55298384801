// ARGS: -T cs_6_0 -E main
// Two doubles fit in a texel's 128 bits, but Vulkan images hold no 64-bit
// floats (VUID-StandaloneSpirv-OpTypeImage-04656): the module was invalid
// SPIR-V (found by the CI fuzz step from typed_buffer_double4); refused.
RWBuffer<double2> wide : register(u0);
Texture2D<double> t : register(t0);
[numthreads(1, 1, 1)]
void main()
{
    wide[0] = t.Load(int3(0, 0, 0));
}
