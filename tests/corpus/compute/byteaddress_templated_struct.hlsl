// ARGS: -T cs_6_2 -E main
// ByteAddressBuffer.Load<T>/Store<T> of a struct, a matrix and a bool, in
// DXC's layout: scalars at their own alignment, P = {float a @0; uint2 b @4;
// int c[2] @12} (20 bytes), matrices column by column. In words: 1..5 p,
// 6..9 m (columns (1, 2) and (3, 4)). Out: 0..4 p again, 5..6 m's row 0
// (1, 3), 7..10 transpose(m) by columns (1, 3, 2, 4), 11 p.a > 1, 12..21
// In's words 0..9 again through Load<P[2]> and Store<P[2]>.
// DISPATCH: 1 1 1
// BUFFER: binding=0 init="[0, f2u(2.5), 7, 8, u32(-3), 9, f2u(1.0), f2u(2.0), f2u(3.0), f2u(4.0)]"
// BUFFER: binding=1 count=22 expect="[f2u(2.5), 7, 8, u32(-3), 9, f2u(1.0), f2u(3.0), f2u(1.0), f2u(3.0), f2u(2.0), f2u(4.0), 1, 0, f2u(2.5), 7, 8, u32(-3), 9, f2u(1.0), f2u(2.0), f2u(3.0), f2u(4.0)]"
struct P {
    float a;
    uint2 b;
    int c[2];
};
ByteAddressBuffer In : register(t0);
RWByteAddressBuffer Out : register(u1);

[numthreads(1, 1, 1)]
void main() {
    P p = In.Load<P>(4);
    float2x2 m = In.Load<float2x2>(24);
    Out.Store<P>(0, p);
    Out.Store<float2>(20, m[0]);
    Out.Store<float2x2>(28, transpose(m));
    Out.Store<bool>(44, p.a > 1.0);
    Out.Store<P[2]>(48, In.Load<P[2]>(0));
}
