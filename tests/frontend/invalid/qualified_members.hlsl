// ARGS: -T cs_6_0 -E main -HV 2021
// Qualified member access through something that is not a base: one
// diagnostic each, at the qualifier (or the call), and no cascade after.
struct D { int x; int g() { return x; } };
struct G { int x; int g() { return 2; } };
struct E : D
{
    int y;
    int bad() { return G::g(); }
    int ok() { return D::g() + y; }
};
ConstantBuffer<E> cb : register(b0);
RWStructuredBuffer<int> o : register(u0);

[numthreads(1, 1, 1)]
void main()
{
    E e = (E)0;
    o[0] = e.G::x;
    o[1] = e.Nope::g();
    o[2] = e.D::nothing;
    o[3] = e.E::G::x;
    int i = 1;
    o[4] = i.D::x;
    cb.D::x = 1;
    o[5] = e.D::g() + e.ok();
}
