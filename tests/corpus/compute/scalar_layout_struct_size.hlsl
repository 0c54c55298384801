// ARGS: -T cs_6_2 -E main -fvk-use-scalar-layout
// TARGETS: spirv
// SPIRV-VAL: --scalar-block-layout
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=u32 count=12 init=0 expect="10 + i//6 if i%6 == 2 else 1 + i//6 if i%6 == 4 else 0"
// Under scalar layout a struct's size still rounds up to its alignment (C's
// rule, as DXC does): Foo {uint64_t a; int b;} is 16 bytes (align 8, b at
// 8), so Bar {Foo foo; int c;} has c at 16 and a stride of 24, six words:
// a a b pad c pad (it was c at 12, stride 16). Element k writes b = 10 + k
// and c = 1 + k.
struct Foo {
    uint64_t a;
    int b;
};
struct Bar {
    Foo foo;
    int c;
};
RWStructuredBuffer<Bar> buf : register(u0);

[numthreads(2, 1, 1)]
void main(uint k : SV_GroupIndex)
{
    buf[k].foo.a = 0;
    buf[k].foo.b = 10 + k;
    buf[k].c = 1 + k;
}
