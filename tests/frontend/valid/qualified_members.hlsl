// ARGS: -T cs_6_0 -E main -HV 2021
// Qualified member access through a base class (HLSL 2021, as DXC):
// obj.Base::f(), obj.Base::x, obj.Derived::Base::x, this.Base::x, and
// Base::f() / Base::x inside a derived method where the derived struct hides
// them; a ConstantBuffer<S> reads its base's fields the same way. Also local
// structs with a base class and local enum classes, and statements that
// begin with a qualified name that is not a type (D::s();).
struct D
{
    int x;
    int g() { return x * 2; }
    static int s() { return 3; }
};
struct E : D
{
    int x;
    int g() { return x + 100; }
    int h() { return D::g() + D::x + E::x + D::s(); }
    void set_base(int v) { this.D::x = v; D::x += 1; }
};
struct F : E
{
    int x;
    int k() { return D::g() + E::g() + E::D::x - x; }
};
typedef D DAlias;
ConstantBuffer<E> cb : register(b0);
RWStructuredBuffer<int> o : register(u0);

[numthreads(1, 1, 1)]
void main()
{
    E e;
    e.x = 5;
    e.D::x = 7;
    e.E::D::x += 1;
    o[0] = e.D::g() + e.E::g() + e.h() + e.DAlias::x;
    F f = (F)0;
    f.set_base(2);
    f.E::set_base(3);
    o[1] = f.k() + f.D::g() + f.E::D::x + f.F::E::x;
    o[2] = cb.D::x + cb.x + cb.E::D::x;
    struct Local : D { int y; int sum() { return x + y + D::x; } };
    Local l;
    l.x = 1;
    l.y = 2;
    l.D::x = 3;
    enum class Mode { A, B };
    Mode m = Mode::B;
    o[3] = l.sum() + l.D::g() + (int)m;
    D::s();                 // a statement that starts with a qualified non-type name
    E::D::s();
}
