// Shared by blur.hlsl and tint.hlsl: editing it rebuilds both.
float4 tint_of(float4 c) { return c * 0.5; }
