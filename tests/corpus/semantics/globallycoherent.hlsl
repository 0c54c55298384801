// ARGS: -T cs_6_0 -E main
// TARGETS: spirv
// globallycoherent: DXC (GLSL450 memory model) decorates the variable
// Coherent; the plain buffer is not (DXC's decoration.coherent.hlsl).
globallycoherent RWByteAddressBuffer coherent_buf : register(u0);
RWByteAddressBuffer plain_buf : register(u1);

[numthreads(1, 1, 1)]
void main()
{
    coherent_buf.Store(0, coherent_buf.Load(4) + plain_buf.Load(0));
}
