// ARGS: -T ps_6_0 -E main
// Structs and classes: methods, static members, inheritance, interfaces,
// nested types, this, forward-declared methods.
interface IShape
{
    float area();
    float scaled(float k);
};
struct Base
{
    float x;
    float getX() { return x; }
    static float twice(float v) { return v * 2; }
    static const float kOne = 1.0;
};
struct Derived : Base
{
    float y;
    float sum() { return x + y + getX(); }
    void setY(float v) { this.y = v; }
};
class Circle : IShape
{
    float r;
    float area() { return 3.14159 * r * r; }
    float scaled(float k) { return area() * k; }
};
struct Outer
{
    struct Inner { float a; } inner;
    float b;
    float outerSum();
};
float Outer::outerSum() { return inner.a + b; }
struct Counter
{
    static int sCount;
    uint value;
};
struct Empty {};
float4 main(float4 pos : SV_Position) : SV_Target
{
    Derived d;
    d.x = pos.x;
    d.setY(pos.y);
    Circle c = { 2.0 };
    Outer o = { { 1.0 }, 2.0 };
    Base b = (Base)d;
    Empty e;
    return float4(d.sum(), c.scaled(2), o.outerSum() + Base::twice(b.x) + Base::kOne, d.getX());
}
