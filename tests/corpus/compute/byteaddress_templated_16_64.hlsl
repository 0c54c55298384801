// ARGS: -T cs_6_2 -E main -enable-16bit-types
// ByteAddressBuffer.Load<T>/Store<T> with 16- and 64-bit members, in DXC's
// layout: H = {half a @0; uint16_t b @2; double c @8; half3 d @16} (24
// bytes: padded to the double's alignment). A 16-bit store writes its half
// of the word and keeps the other; a double is two words, low first.
// Words 0..5 hold h (a 1.5, b 7, c 2.5, d (1, 2, 3)); 6..11 the copy
// (padding is not written); 12 high half 2a = 3.0; 13 low half b + 1; 14..15
// 2c = 5.0. WGSL has no 16- or 64-bit types.
// WGSL-ERROR: OSH5202
// DISPATCH: 1 1 1
// BUFFER: binding=0 init="[pack2x16(f16bits(1.5), 7), 0, 0, 0x40040000, pack2x16(f16bits(1.0), f16bits(2.0)), f16bits(3.0)] + [0] * 10" expect="[pack2x16(f16bits(1.5), 7), 0, 0, 0x40040000, pack2x16(f16bits(1.0), f16bits(2.0)), f16bits(3.0)] * 2 + [pack2x16(0, f16bits(3.0)), 8, 0, 0x40140000]"
struct H {
    half a;
    uint16_t b;
    double c;
    half3 d;
};
RWByteAddressBuffer B : register(u0);

[numthreads(1, 1, 1)]
void main() {
    H h = B.Load<H>(0);
    B.Store<H>(24, h);
    B.Store<half>(50, h.a + h.a);
    B.Store<uint16_t>(52, h.b + 1);
    B.Store<double>(56, h.c * 2.0);
}
