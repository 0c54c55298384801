// ARGS: -T cs_6_0 -E main
// A method sees the fields and methods of every base, not only the direct
// one (C : B : A; DXC's oo.struct.derived.methods.override.hlsl):
// c.SetA(4) writes A's fa through C's method, c.Sum() = fa + fb + fc.
//   fa = 4, fb = 20 (B's SetB through C), fc = 300: Sum = 324; GetA = 4
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=f32 count=2 expect="[324.0, 4.0]"
RWStructuredBuffer<float> Out : register(u0);

struct A { float fa; float GetA() { return fa; } };
struct B : A { float fb; void SetB(float v) { fb = v; } };
struct C : B {
    float fc;
    void SetA(float v) { fa = v; }
    float Sum() { return fa + fb + fc + 0 * GetA(); }
};

[numthreads(1, 1, 1)]
void main() {
    C c = (C)0;
    c.SetA(4);
    c.SetB(20);
    c.fc = 300;
    Out[0] = c.Sum();
    Out[1] = c.GetA();
}
