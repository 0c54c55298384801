// ARGS: -T ps_6_0 -E main -HV 2018
template <typename T> T twice(T x) { return x * 2; }
float4 main() : SV_Target { return 0; }
