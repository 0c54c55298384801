// ARGS: -T cs_6_0 -E main -HV 2021
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=i32 count=8 expect=[14, 105, 21, 7, 5, 1002, 36, 16]
// BUFFER: binding=1 type=i32 init=[5, 7, 1000, 30, 3]
// Qualified member access through a base class: obj.Base::f(), obj.Base::x,
// obj.Derived::Base::x, and Base::f() / Base::x inside a derived method,
// where each derived struct hides the base's members with its own of the
// same name. The expected values are worked out by hand in the comments of
// main (D::g() is 2 * D::x, E::g() is E::x + 100, F::g() is F::x + 2).
struct D {
    int x;
    int g() { return x * 2; }
};
struct E : D {
    int x;
    int g() { return x + 100; }
    int h() { return D::g() + D::x; }
    void set_base(int v) { this.D::x = v; }
};
struct F : E {
    int x;
    int g() { return x + 2; }
    int k() { return D::g() + E::g() - x; } // 2 * D::x + (E::x + 100) - F::x
};

RWStructuredBuffer<int> o : register(u0);
RWStructuredBuffer<int> v : register(u1); // 5, 7, 1000, 30, 3

[numthreads(1, 1, 1)]
void main()
{
    E e;
    e.x = v[0];            // 5
    e.D::x = v[1];         // 7
    o[0] = e.D::g();        // 2 * 7
    o[1] = e.g();           // 5 + 100
    o[2] = e.h();           // 14 + 7
    o[3] = e.D::x;          // 7
    o[4] = e.E::x;          // 5 (the struct's own name qualifies too)
    F f;
    f.x = v[2];            // 1000
    f.E::x = v[3];         // 30
    f.set_base(v[4]);      // F's D::x = 3
    o[5] = f.g();           // 1000 + 2
    o[6] = f.k() + 1000 - 100; // (6 + 130 - 1000) + 900 = 36
    o[7] = f.D::g() + f.D::x + f.E::D::x * 0 + 7; // 6 + 3 + 0 + 7 = 16
}
