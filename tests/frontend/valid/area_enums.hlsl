// ARGS: -T cs_6_0 -E main
// enum and enum class: explicit values, underlying types, conversions, switch;
// an enum class's enumerators are in scope unqualified inside its own body.
enum Color { Red, Green = 5, Blue };
enum class Mode : uint { Off = 0, On = 1, Auto = 1 << 3, Both = On | Auto };
enum Flags : int { FlagA = 1, FlagB = FlagA << 1, FlagC = FlagA | FlagB };
RWStructuredBuffer<int> Out : register(u0);
int pick(Mode m)
{
    switch (m) {
    case Mode::Off: return 0;
    case Mode::On: return 1;
    default: return 2;
    }
}
[numthreads(1, 1, 1)]
void main()
{
    Color c = Blue;
    Color c2 = Color::Red;
    Mode m = Mode::Auto;
    int i = c + Green;
    uint mv = (uint)m;
    Mode back = (Mode)1;
    Flags f = FlagC;
    Out[0] = i + (int)mv + pick(back) + (c2 == Red ? 1 : 0) + f;
}
