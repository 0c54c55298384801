// ARGS: -T cs_6_0 -E main
// TARGETS: spirv
// DISPATCH: 1 1 1
// BUFFER: binding=0 kind=uniform type=u32 init="[7, 9, 0, 0]"
// BUFFER: binding=1 type=u32 count=4 expect="[7, 9, 7, 9]"
// BUFFER: binding=2 type=u32 count=1 expect=2
// Append of a ConstantBuffer<S> to an AppendStructuredBuffer<S> copies the
// struct (DXC's spirv.legal.cbuffer.hlsl), as passing it to a function
// taking an S does. One thread appends twice: the elements are (7, 9) and
// the counter (binding 2, the next free one) ends at 2.
struct S {
    uint a;
    uint b;
};
ConstantBuffer<S> cb : register(b0);
AppendStructuredBuffer<S> outq : register(u1);

[numthreads(1, 1, 1)]
void main()
{
    outq.Append(cb);
    S copy = cb;
    outq.Append(copy);
}
