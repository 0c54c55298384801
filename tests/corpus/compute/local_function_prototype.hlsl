// ARGS: -T cs_6_0 -E main
// A function prototype inside a body (and inside a method) names the
// translation unit's function defined later, as in C++ and DXC's
// fn.forward-declaration.hlsl. Out = [MulBy3(0.25), MulBy2(0.25)] =
// [0.75, 0.5].
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=f32 count=2 expect="[0.75, 0.5]"
RWStructuredBuffer<float> Out : register(u0);

struct Foo {
    float member() {
        float MulBy3(float f);
        return MulBy3(0.25);
    }
};

[numthreads(1, 1, 1)]
void main() {
    Foo foo;
    Out[0] = foo.member();
    float MulBy2(float f);
    Out[1] = MulBy2(0.25);
}

float MulBy2(float f) { return f * 2; }
float MulBy3(float f) { return f * 3; }
