// ARGS: -T cs_6_0 -E main
// Texel offsets that become constants only after inlining and constant
// folding (a parameter of a helper, a local) are ConstOffset on Load and
// SampleLevel. The texture holds x + 10*y; nearest filtering, clamped.
// R[0]: Load (1,1) + (1,2) = texel (2,3) = 32. R[1]: Load (2,0) + (1,0) = 3.
// R[2]: SampleLevel at texel (1,1)'s center + (-1,1) = texel (0,2) = 20.
// R[3]: SampleLevel at (3,3) + (1,0) clamps to (3,3) = 33.
// R[4]: Load (0,0) + (o.x * 2 - 1, 3 - 1) = texel (1,2) = 21.
// IMAGE: binding=0 kind=sampled format=r32f size=4x4 init=x+10*y
// COMPUTE-SAMPLER: binding=1 filter=nearest address=clamp
// BUFFER: binding=2 type=f32 count=5 expect=[32, 3, 20, 33, 21]
// DISPATCH: 1 1 1
Texture2D<float> T : register(t0);
SamplerState S : register(s1);
RWStructuredBuffer<float> R : register(u2);

float load_at(int2 p, int2 off) { return T.Load(int3(p, 0), off); }
float level_at(float2 uv, int2 off) { return T.SampleLevel(S, uv, 0, off); }

[numthreads(1, 1, 1)]
void main() {
    int2 o = int2(1, 0);
    R[0] = load_at(int2(1, 1), int2(1, 2));
    R[1] = load_at(int2(2, 0), o);
    R[2] = level_at(float2(0.375, 0.375), int2(-1, 1));
    R[3] = level_at(float2(0.875, 0.875), o);
    R[4] = T.Load(int3(0, 0, 0), int2(o.x * 2 - 1, 3 - 1));
}
