// ARGS: -T cs_6_0 -E main
// Namespaces: nested, reopened, qualified types/functions/constants, using.
namespace Math
{
    static const float kPi = 3.14159;
    float sq(float x) { return x * x; }
    namespace Detail
    {
        struct Pair { float a, b; };
        float add(Pair p) { return p.a + p.b; }
    }
}
namespace Math
{
    float cube(float x) { return sq(x) * x; }
}
namespace Other { float sq(float x) { return -x; } }
RWStructuredBuffer<float> Out : register(u0);
[numthreads(1, 1, 1)]
void main()
{
    Math::Detail::Pair p = { 1, 2 };
    float v = Math::sq(2) + Math::cube(2) + Math::Detail::add(p) + Math::kPi + Other::sq(1);
    Out[0] = v + ::Math::sq(1);
}
