// ARGS: -T cs_6_6 -E main
// SM 6.6 pack/unpack and the packed 8-bit dot products, lowered to shifts,
// masks and bit-field extracts (no Int8 or DotProduct capability; the same
// code in WGSL). A = 0x80ff7f01 (bytes x..w: 1, 127, 255, 128), B =
// 0x02fe0304 (4, 3, 254, 2). unpack_u8u32(A) = (1, 127, 255, 128),
// unpack_s8s32(A) = s = (1, 127, -1, -128); pack_u8 of the unsigned bytes
// reversed = 0x017fff80; s * 3 = (3, 381, -3, -384): pack_s8 keeps the low
// bytes 0x80fd7d03, pack_clamp_s8 saturates to 0x80fd7f03, pack_clamp_u8 to
// (3, 255, 0, 0) = 0x0000ff03; dot4add_u8packed(A, B, 10) = 4 + 381 +
// 64770 + 256 + 10 = 65421; dot4add_i8packed(A, B, 10) = 4 + 381 + 2 - 256
// + 10 = 141, with -1000: -869.
// DISPATCH: 1 1 1
// BUFFER: binding=0 init="[0x80ff7f01, 0x02fe0304] + [0] * 15" expect="[0x80ff7f01, 0x02fe0304, 1, 127, 255, 128, 1, 127, u32(-1), u32(-128), 0x017fff80, 0x80fd7d03, 0x80fd7f03, 0x0000ff03, 65421, 141, u32(-869)]"
RWStructuredBuffer<uint> O : register(u0);

[numthreads(1, 1, 1)]
void main() {
    uint8_t4_packed a = O[0];
    int8_t4_packed b = O[1];
    uint4 u = unpack_u8u32(a);
    int4 s = unpack_s8s32((int8_t4_packed)a);
    O[2] = u.x; O[3] = u.y; O[4] = u.z; O[5] = u.w;
    O[6] = s.x; O[7] = s.y; O[8] = s.z; O[9] = s.w;
    O[10] = pack_u8(u.wzyx);
    O[11] = pack_s8(s * 3);
    O[12] = pack_clamp_s8(s * 3);
    O[13] = pack_clamp_u8(s * 3);
    O[14] = dot4add_u8packed(a, b, 10u);
    O[15] = dot4add_i8packed(a, b, 10);
    O[16] = dot4add_i8packed(a, b, -1000);
}
