// ARGS: -T cs_6_0 -E main
// f32tof16 / f16tof32 without 16-bit types: a float to the low 16 bits of a
// uint (round to nearest even) and half bits back to float. Values exact in
// half, plus 1/3 (rounds down to 0x3555 = 0.333251953125), 65504 (the
// largest half) and 2^-14 (the smallest normal half). f16tof32 reads its
// own input buffer of half bits: a driver may fold f16tof32(f32tof16(x)) to
// x (Mesa does), which would hide the rounding.
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=f32 name=f init="[1.5, -2.25, 0.0, 65504.0, 1 / 3, 2 ** -14, -1024.0, 0.5]"
// BUFFER: binding=1 count=8 expect="f16bits(f[i])"
// BUFFER: binding=2 count=8 init="f16bits(f[i]) | (0xABCD0000 if i % 2 else 0)"
// BUFFER: binding=3 type=f32 count=8 expect="[1.5, -2.25, 0.0, 65504.0, 0.333251953125, 2 ** -14, -1024.0, 0.5]"
StructuredBuffer<float> F : register(t0);
RWStructuredBuffer<uint> Bits : register(u1);
StructuredBuffer<uint> H : register(t2);
RWStructuredBuffer<float> Back : register(u3);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    Bits[id.x] = f32tof16(F[id.x]);
    Back[id.x] = f16tof32(H[id.x]);
}
