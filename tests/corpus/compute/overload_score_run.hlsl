// ARGS: -T cs_6_0 -E main
// Overload resolution as DXC's: a candidate's cost is the sum of its
// arguments' costs, where a truncation costs more than any conversion, a
// conversion more than any promotion or splat (DXC's ScoreCast). FidelityFX
// FSR2 calls ffxMin(float3, FFX_BROADCAST_FLOAT32X3(0.1f)), the broadcast
// being a plain float, among ffxMin overloads for float, float2..4, int and
// uint: the float3 one wins (one splat) over the float one (a truncation);
// the per-argument ordering we had called it ambiguous (OSH0312).
// Out[0] = pick(float3(1, 2, 3), 0.1f) = 3 (float3); Out[1] = pick(1.0f, 2.0f)
// = 1 (exact); Out[2] = pick(int3(1, 2, 3), 5) = 4 (int3: exact, splat);
// Out[3] = pick(uint3(1, 2, 3) + id, 5u) = 4 (int3: two integer conversions
// beat float3's two int-to-float ones).
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=u32 count=4 expect="[3, 1, 4, 4]"
RWStructuredBuffer<uint> Out : register(u0);

uint pick(float x, float y) { return 1; }
uint pick(float2 x, float2 y) { return 2; }
uint pick(float3 x, float3 y) { return 3; }
uint pick(int3 x, int3 y) { return 4; }
uint pick(uint x, uint y) { return 5; }

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[0] = pick(float3(1, 2, 3), 0.1f);
    Out[1] = pick(1.0f, 2.0f);
    Out[2] = pick(int3(1, 2, 3), 5);
    Out[3] = pick(uint3(1, 2, 3) + id, 5u);
}
