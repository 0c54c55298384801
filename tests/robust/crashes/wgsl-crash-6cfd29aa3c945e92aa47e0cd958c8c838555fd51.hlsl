// ARGS: -T cs_6_0 -E main
// min16float / min16int / min16uint without -enable-16bit-types: 32-bit
// values (RelaxedPrecision in SPIR-V), results exact for small numbers.
// For thread i: f = i * 0.5 + 1.25; n = 3 - i; u = i * 7.
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=f32 count=16 expect="i * 0.5 + 1.25"
// BUFFER: binding=1 type=i32 count=16 expect="(3 - i) * 2"
// BUFFER: binding=2 count=16 expect="i * 7 + 1"
RWStructuredBuffer<float> F : register(u0);
RWStructuredBuffer<int> N : register(u1);
RWStructuredBuffer<uint> U : register(u2);

min16float halfOf(min16float x) { return x * 0.5; }

[numthreads(16, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    min16float f = (min16float)id.x;
    F[id.x] = halfOf(f) + (min16float)1.25;
    min16int n = 3 - (min16int)id.x;
    N[id.x] = n * 2;
    min16uint u = (min16uint)id.x * 7;
    U[id.x] = u + 1;
}
