// ARGS: -T cs_6_0 -E main
// Four doubles are 256 bits: a texel is at most four 32-bit channels.
RWBuffer<double2> wide : register(u0);
[numthreads(1, 1, 1)]
void main()
{
    wide[0] = 1.0;
}
