// ARGS: -T cs_6_0 -E main
// f32tof16 / f16tof32 without 16-bit types: a float to the low 16 bits of a
// uint (round to nearest even) and back. Values exact in half, plus 1/3
// (rounds down to 0x3555), 65504 (the largest half) and 2^-14 (the smallest
// normal half).
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=f32 name=f init="[1.5, -2.25, 0.0, 65504.0, 1 / 3, 2 ** -14, -1024.0, 0.5]"
// BUFFER: binding=1 count=8 expect="f16bits(f[i])"
// BUFFER: binding=2 type=f32 count=8 expect="[1.5, -2.25, 0.0, 65504.0, 0.333251953125, 2 ** -14, -1024.0, 0.5]"
StructuredBuffer<float> F : register(t0);
RWStructuredBuffer<uint> Bits : register(u1);
RWStructuredBuffer<float> Back : register(u2);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint h = f32tof16(F[id.x]);
    Bits[id.x] = h;
    Back[id.x] = f16tof32(h);
}
