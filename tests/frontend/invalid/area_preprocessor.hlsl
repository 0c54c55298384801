// ARGS: -T ps_6_0 -E main
#define F(a, b) ((a) + (b))
#if 1 +
#endif
#error stop here
#pragma unknown_thing
float x = F(1);
float4 main() : SV_Target { return x; }
#include "does_not_exist.hlsli"
