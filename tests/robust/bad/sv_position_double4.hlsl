// ARGS: -T vs_6_0 -E main
// SV_Position is a 32-bit float4 (DXC refuses double4 and a 16-bit half4),
// also when it reaches the field through the struct's semantic.
struct P { double4 p; };
P main() : SV_Position
{
    P r;
    r.p = 1;
    return r;
}
