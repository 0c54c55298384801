// ARGS: -T ps_6_0 -E main
// Only plain enums are weakly typed: an int does not convert implicitly to
// an enum class, and one enum does not convert to another.
enum class Mode { A, B };
enum Other { X, Y };
enum Plain { P, Q };
float4 main(int i : I) : SV_Target {
    Mode m = i;
    Plain p = X;
    Plain ok = i + 1;
    return float4((float)m, (float)p, (float)ok, 1);
}
