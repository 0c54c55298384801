// ARGS: -T cs_6_0 -E main
// A cast of a derived struct to one of its bases is the base sub-object,
// and an l-value when its operand is one, as DXC (oo.inheritance.hlsl's
// `(Derived)dd2 = (Derived)dd;`; it was "assignment requires an l-value").
// Struct C derives from B, B from A. c.a = 1, c.b = 2, c.c = 3; d.a = 10, d.b = 20, d.c = 30:
//   (B)c = (B)d copies a and b: c = (10, 20, 3)
//   ((A)c).a += 5: c.a = 15
// Out = [c.a, c.b, c.c, ((A)d).a] = [15, 20, 3, 10]
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=f32 count=4 expect="[15.0, 20.0, 3.0, 10.0]"
RWStructuredBuffer<float> Out : register(u0);

struct A { float a; };
struct B : A { float b; };
struct C : B { float c; };

[numthreads(1, 1, 1)]
void main() {
    C c;
    c.a = 1; c.b = 2; c.c = 3;
    C d;
    d.a = 10; d.b = 20; d.c = 30;
    (B)c = (B)d;
    ((A)c).a += 5;
    Out[0] = c.a;
    Out[1] = c.b;
    Out[2] = c.c;
    Out[3] = ((A)d).a;
}
