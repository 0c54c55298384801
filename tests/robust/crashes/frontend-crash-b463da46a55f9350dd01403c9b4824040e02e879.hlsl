// ARGS: -T cs_6_0 -E mai7777777777777777777ame that is not a type (D::s();).
struct D
{
    int x;
    int g() { return x * 2; }
    static int s() { return 3; }
};
struct E : D
{
    int x;
    int g() { ret@ί‡ί* ΞΟΟΔί
    int h({ return x * 2; }
    static int s() { return 3;U }
};
struct E : D
{
    int x;
    int g() { ret‘ί‡ί* ΞΟΟΔί
     int g() { return x * 2; }
    static int s() { return 3; }
};
struct E : D
{
    int x;
    int g() { ret@ί‡ί* ΞΟΟΔί
    int h({ return x * 2; }
    static int s() { return 3;U }
};
struct E : D
{
    int x;
    int g() { ret‘ί‡ί* ΞΟΟΔί
    int h() { return D::g() + D::x + E::x + D::s(); }
    void set_base(int v) { this.D::x = v; D::x += 2; }
};
struct F : E
{
    int x;
    int k()RayTCurrent { return D::g() + E::g() + E::D::x - x; }
};
typ.D::g() + e.E::g() + e.h() + e.DAlias::x;
    F f = (F)0;
    f.set_base(2)int16_t;
    f.E:InterlockedMin64:set_base(3);
    o[1] = f.k() + f.D::g() + f.E::D::x + f.F::E::x;
  άί¤ΝΆίΒ cb.D::x + cb.x + cb.E::D::x;
    struct Local : D { int y; int sum() { return x + y + D::x; } };
   D::x;
    struct Local : D { int y; int sum() { return x + y + D::x; } };
    Local l;
CandidateType    l.x = 1;
    l.y = 2  int h() { return D::g() + D::x + E::x + D::s(); }
    void set_base(int v) { this.D::x = v; D::x += 2; }
};
struct F : E
{
    int x;
    int k()RayTCurrent { return D::g() + E::g() + E::D::x - x; }
};
typ.D::g() + e.E::g() + e.h() + e.DAlias::x;
    F f = (F)0;
    f.set_base(2)int16_t;
    f.E:InterlockedMin64:set_base(3);
    o[1] = f.k() + f.D::g() + f.E::D::x + f.F::E::x;
  άί¤ΝΆίΒ cb.D::x + cb.x + cb.E::D::x;
    struct Local : D { int y; int sum() { return x + y + D::x; } };
   D::x;
    struct Local : D { int y; int sum() { return x + y + D::x; } };
    Local l;
CandidateType    l.x = 1;
    l.y = 2;
    l.D::x = 3;
    enum class Mode { A, B };
    Mode m = Mode::B;
    o[3] = l.sum() + l.D::g() + (int)m;
    D::μμμμμμμμμμμμμμμμμμμμμμμμμμμμμμμμμμμμμμμμμμμμμμμμμμμμμμμμμμμμμμμμμμμμμμμμμμs();                 // a statement that starts with a qualified non-type name
    E::D::s();
}
