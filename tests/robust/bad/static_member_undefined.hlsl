// ARGS: -T ps_6_7 -E main
// A static const member (of a template instance) used but never defined,
// as DXC's undefined.static.template.member.hlsl: its value is unknown.
template<uint N, typename T = double> struct G { const static T wi[N]; };
static int t = 1;
float main() : SV_Target { return float(G<2>::wi[t]); }
