// ARGS: -T cs_6_0 -E main -HV 2021
// Type definitions in a function body and in a struct: anonymous structs
// with variables, structs with a base class and methods, enum classes with
// an underlying type; the same inline definitions as struct and cbuffer
// members (one shared parser path).
struct B { float v; float twice() { return v * 2; } };
struct Holder
{
    enum class Kind : uint { A = 1, B };
    struct { float a; } inner;
    struct Named : B { float w; } named;
    Kind kind;
};
cbuffer Params : register(b0)
{
    struct { float4 tint; } params;
    struct Pair { float x, y; };
    Pair pair;
};
RWStructuredBuffer<float> o : register(u0);

[numthreads(1, 1, 1)]
void main()
{
    struct { float a; int b; } v;
    v.a = 2;
    v.b = 3;
    enum class K : uint { X = 4, Y };
    struct Local : B { float get() { return twice() + v; } };
    Local l;
    l.v = 1;
    Holder h = (Holder)0;
    h.kind = Holder::Kind::B;
    h.named.w = h.inner.a + h.named.twice();
    o[0] = v.a + v.b + (float)K::Y + l.get() + (float)h.kind + params.tint.x + pair.y;
}
