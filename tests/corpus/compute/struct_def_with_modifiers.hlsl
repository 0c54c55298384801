// ARGS: -T cs_6_0 -E main
// A struct defined in a declaration that starts with modifiers, at global
// scope and in a body: `static const struct S { ... } x = { ... };`, as DXC
// takes it (HLSLFileCheck's const_init_list_no_crash.hlsl, glslang's
// hlsl.init2.frag); it was "expected a type".
// Out[0] = g.a + 10 * g.b + 100 * v.a + 1000 * sb.x = 3 + 40 + 700 + 1000
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=u32 count=2 expect="[1743, 9]"
static const struct G { uint a; uint b; } g = { 3, 4 };
RWStructuredBuffer<uint> Out;

[numthreads(1, 1, 1)]
void main() {
    static const struct { bool x; } sb = { true };
    const struct One { uint a; } v = { 7 };
    Out[0] = g.a + g.b * 10 + v.a * 100 + (sb.x ? 1000 : 0);
    One w = { 9 };
    Out[1] = w.a;
}
