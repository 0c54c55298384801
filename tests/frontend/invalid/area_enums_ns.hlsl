// ARGS: -T ps_6_0 -E main
enum class Mode { Off, On };
enum Color { Red, Green };
namespace N { float f() { return 1; } }
typedef float4 F4;
float4 main() : SV_Target
{
    Mode m = 1;
    Color c = Mode::On;
    float x = N::g();
    float y = M::f();
    F4 v = Off;
    return x;
}
