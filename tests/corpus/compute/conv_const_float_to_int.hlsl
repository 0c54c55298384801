// ARGS: -T cs_6_0 -E main
// Constant float -> integer conversions outside the target's range follow
// D3D's ftoi/ftou (src/base/conv.h): truncate, clamp to the range, NaN -> 0.
// C leaves them undefined, and the compiler used to convert through int64
// and wrap: (int)2e21 folded to 0. Float literals beyond int64's range
// (3.4e37, DXC's cast.flat-conversion.literal-initializer-opt) must lower.
// Out: (int)2e21 = INT_MAX; (int)-2e21 = INT_MIN (as uint 2^31); (uint)-1.0 = 0;
// (uint)5e9 = UINT_MAX; (int)3e9f through a constant = INT_MAX; (uint)1e39 =
// UINT_MAX; (uint)7.9 = 7; (int)-3.9 = -3 (as uint 2^32 - 3).
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=u32 count=8 expect=[2147483647, 2147483648, 0, 4294967295, 2147483647, 4294967295, 7, 4294967293]
// BUFFER: binding=1 type=f32 count=2 expect=[f32(3.402823466e+37), f32(-1e30)]
RWStructuredBuffer<uint> Out : register(u0);
RWStructuredBuffer<float> F : register(u1);

static const float kBig = 3e9;

[numthreads(1, 1, 1)]
void main() {
    Out[0] = (uint)(int)2e21;
    Out[1] = (uint)(int)-2e21;
    Out[2] = (uint)-1.0;
    Out[3] = (uint)5e9;
    Out[4] = (uint)(int)kBig;
    Out[5] = (uint)1e39;
    Out[6] = (uint)7.9;
    Out[7] = (uint)(int)-3.9;
    F[0] = 3.402823466e+37;
    F[1] = -1e30;
}
