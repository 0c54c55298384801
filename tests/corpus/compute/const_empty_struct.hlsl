// ARGS: -T cs_6_0 -E main
// A const variable of an empty struct needs no initializer: it has no value
// to give (C++'s const-default-constructible rule; glslang's
// hlsl.emptystruct.init.vert). It was OSH0429. A non-empty const without
// one is zero, with OSH0429 a warning (const_no_initializer). The value is only declared: lavapipe's
// SPIR-V reader fails on an empty struct passed to a function at -O0 (a
// driver limit, not the module's). Out = [f() + 1] = [6]
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=u32 count=1 expect="[6]"
RWStructuredBuffer<uint> Out : register(u0);

struct Test { };
static const Test Test_Empty;

uint f() { return 5; }

[numthreads(1, 1, 1)]
void main() {
    Out[0] = f() + 1;
}
