#include "common.hlsli"
struct V { float4 pos : SV_Position; float4 color : COLOR; };
V VSMain(float3 p : POSITION, float4 c : COLOR) { V v; v.pos = float4(p * SCALE, 1); v.color = c; return v; }
float4 PSMain(V v) : SV_Target { return tint_of(v.color); }
