// ARGS: -T cs_6_2 -E main -enable-16bit-types
// asfloat16 / asint16 / asuint16 (bit casts between 16-bit types) and
// dot2add (the half products widened to float and summed, plus the float
// accumulator, as DXC): O[0] = 0x3c00 is half 1.0, so h * 4 = 4;
// asint16(half2(1.0, -2.0)) = (0x3c00, 0xc000) = (15360, -16384);
// asuint16(half(0.5)) = 0x3800; dot2add((1, 2), (3, 0.25), 10) = 13.5.
// WGSL has no 16-bit integers.
// WGSL-ERROR: OSH5202
// DISPATCH: 1 1 1
// BUFFER: binding=0 init=[0x3c00, 0, 0, 0, 0, 0] expect="[0x3c00, 4, u32(-16384), 15360, 0x3800, f2u(13.5)]"
RWStructuredBuffer<uint> O : register(u0);

[numthreads(1, 1, 1)]
void main() {
    uint16_t u = uint16_t(O[0]);
    half h = asfloat16(u);
    int16_t2 i = asint16(half2(h, -2.0));
    uint16_t w = asuint16(half(0.5));
    O[1] = uint(h * 4.0);
    O[2] = uint(int(i.y));
    O[3] = uint(i.x);
    O[4] = w;
    O[5] = asuint(dot2add(half2(h, 2.0), half2(3.0, 0.25), 10.0));
}
